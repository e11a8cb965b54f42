/**
 * A real SMTP server for tests (the `smtp-server` package on a random local port), with a
 * small parser for the messages nodemailer writes: headers, and the text/plain part decoded.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the sink received. */
export interface ReceivedMail {
  /** SMTP envelope. */
  mailFrom: string;
  rcptTo: string[];
  /** Header values by lower-case name (unfolded). */
  headers: Record<string, string>;
  /** The decoded text/plain body (or the whole body of a single-part message). */
  text: string;
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:{port}, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message (or the `count`-th overall) once it has arrived. */
  waitFor(count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** From now on refuses every recipient with `reason` (451, try later), or accepts them again (undefined). */
  refuse(reason: string | undefined): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const unwrapped = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < unwrapped.length; i++) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodePart(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Splits a raw RFC 5322 message into headers and its decoded plain-text body. */
export function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, text: decodePart(headers, body) };
  for (const part of body.split(`--${boundary}`)) {
    const partSplit = part.search(/\r?\n\r?\n/);
    if (partSplit < 0) continue;
    const partHeaders = parseHeaders(part.slice(0, partSplit).replace(/^\r?\n/, ''));
    if ((partHeaders['content-type'] ?? '').startsWith('text/plain')) {
      const partBody = part
        .slice(partSplit)
        .replace(/^\r?\n\r?\n/, '')
        .replace(/\r?\n$/, '');
      return { headers, text: decodePart(partHeaders, partBody) };
    }
  }
  return { headers, text: '' };
}

/** Starts an SMTP server on a random local port; `reject` makes it refuse every recipient. */
export async function startSmtpSink(options: { reject?: string } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusal: { reason: string; code: number } | undefined = options.reject
    ? { reason: options.reject, code: 550 }
    : undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal) callback(Object.assign(new Error(refusal.reason), { responseCode: refusal.code }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          mailFrom,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(raw),
          raw,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count = received.length + 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`no mail #${count} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received[count - 1] as ReceivedMail;
    },
    refuse(reason) {
      refusal = reason === undefined ? undefined : { reason, code: 451 };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
