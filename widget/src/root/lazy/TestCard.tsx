import { TestCardModal, type TestCardModalProps } from '../../test-card/index.ts';
import testCardStyles from '../../test-card/styles.css?inline';
import { pxFromRem } from '../css.ts';

const css = pxFromRem(testCardStyles);

/** The test card modal with its styles, which live in this chunk rather than the first one. */
export default function TestCard(props: TestCardModalProps) {
  return (
    <>
      <style>{css}</style>
      <TestCardModal {...props} />
    </>
  );
}
