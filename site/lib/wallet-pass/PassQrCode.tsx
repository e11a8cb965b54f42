import { Spinner } from '@wf/ui';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { QR_COLORS, QR_IMAGE_WIDTH_PX, QR_MARGIN_MODULES } from './constants.ts';

export interface PassQrCodeProps {
  /** The pass page the code leads to. */
  url: string;
  id?: string;
}

type QrImage = { status: 'drawing' } | { status: 'ready'; src: string } | { status: 'failed' };

/** The pass URL as a 200 px QR code, margin 2, black on white, with the spec's caption (§2, §9). */
export function PassQrCode({ url, id }: PassQrCodeProps) {
  const [image, setImage] = useState<QrImage>({ status: 'drawing' });

  useEffect(() => {
    let current = true;
    setImage({ status: 'drawing' });
    QRCode.toDataURL(url, { width: QR_IMAGE_WIDTH_PX, margin: QR_MARGIN_MODULES, color: QR_COLORS }).then(
      (src) => current && setImage({ status: 'ready', src }),
      () => current && setImage({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <figure id={id} className="wf-wallet-pass__qr" data-state={image.status}>
      <div className="wf-wallet-pass__qr-frame">
        {image.status === 'ready' ? (
          <img
            className="wf-wallet-pass__qr-image"
            src={image.src}
            width={QR_IMAGE_WIDTH_PX}
            height={QR_IMAGE_WIDTH_PX}
            alt="QR code of your digital membership pass"
          />
        ) : image.status === 'drawing' ? (
          <Spinner size="md" label="Drawing the QR code" />
        ) : (
          <p className="wf-wallet-pass__qr-failed">
            The QR code could not be drawn. Use Add to Wallet instead.
          </p>
        )}
      </div>
      <figcaption className="wf-wallet-pass__qr-caption">
        Scan this QR code with your phone's camera to add the pass to your wallet
      </figcaption>
    </figure>
  );
}
