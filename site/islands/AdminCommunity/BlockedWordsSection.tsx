import { BLOCKED_WORDS_MAX, consoleBlockedWordRequestSchema } from '@wf/sdk/contract';
import { Button, EmptyState, Input } from '@wf/ui';
import { type FormEvent, useCallback, useState } from 'react';
import type { ConsoleBlockedWord, ConsoleCommunityApi } from '../../lib/api/console-community.ts';
import { ConfirmDialog } from '../../lib/console/ConfirmDialog.tsx';
import { Loaded, useLoad } from '../../lib/console/Loadable.tsx';
import { Section } from '../../lib/console/Section.tsx';
import { errorText } from './format.ts';

/** The words and phrases comments may not hold: added one at a time, removed after a confirmation. */
export function BlockedWordsSection({ client }: { client: ConsoleCommunityApi }) {
  const read = useCallback(() => client.blockedWords(), [client]);
  const { state, reload, set } = useLoad<ConsoleBlockedWord[]>(read);
  const [word, setWord] = useState('');
  const [adding, setAdding] = useState<{ busy: boolean; error?: string | undefined }>({ busy: false });
  const [removing, setRemoving] = useState<{ word: string; busy: boolean; error: string | null } | null>(
    null,
  );
  const [notice, setNotice] = useState('');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = consoleBlockedWordRequestSchema.safeParse({ word });
    if (!parsed.success) {
      setAdding({ busy: false, error: parsed.error.issues[0]?.message ?? 'Enter a word.' });
      return;
    }
    setAdding({ busy: true });
    try {
      const answer = await client.addBlockedWord(parsed.data.word);
      set(answer.items);
      setWord('');
      setAdding({ busy: false });
      setNotice(answer.message);
    } catch (error) {
      setAdding({ busy: false, error: errorText(error) });
    }
  };

  const remove = async () => {
    if (!removing) return;
    setRemoving({ ...removing, busy: true, error: null });
    try {
      const answer = await client.removeBlockedWord(removing.word);
      set(answer.items);
      setNotice(answer.message);
      setRemoving(null);
    } catch (error) {
      setRemoving({ ...removing, busy: false, error: errorText(error) });
    }
  };

  return (
    <Section
      title="Blocked words"
      description={`A comment holding one of these words, in any case, is refused with "Your comment contains a word that is not allowed here." A phrase matches its words in sequence. At most ${BLOCKED_WORDS_MAX}.`}
    >
      <Loaded state={state} loading="Loading the blocked words..." reload={reload}>
        {(words) =>
          words.length === 0 ? (
            <EmptyState title="No blocked words" headingLevel={3} description="Comments may hold any word." />
          ) : (
            <ul className="wf-community-list wf-community-words" aria-label="Blocked words">
              {words.map((item) => (
                <li key={item.word} className="wf-community-list__item">
                  <span>{item.word}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${item.word}`}
                    onClick={() => setRemoving({ word: item.word, busy: false, error: null })}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <form
        className="wf-community-form wf-community-form--inline wf-community-add"
        onSubmit={add}
        noValidate
      >
        <Input
          label="Word or phrase to block"
          value={word}
          autoComplete="off"
          onChange={(event) => {
            setWord(event.target.value);
            if (adding.error) setAdding({ busy: false });
          }}
          error={adding.error}
        />
        <Button type="submit" loading={adding.busy}>
          Block word
        </Button>
      </form>
      <p role="status" className="wf-community-status">
        {notice}
      </p>
      {removing ? (
        <ConfirmDialog
          title="Remove this blocked word?"
          confirm="Remove word"
          busy={removing.busy}
          error={removing.error}
          onConfirm={remove}
          onCancel={() => setRemoving(null)}
        >
          <p>Comments holding “{removing.word}” are taken again at once.</p>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
