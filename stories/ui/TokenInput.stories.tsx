import type { Meta, StoryObj } from '@storybook/react-vite';
import { TokenInput } from '@wf/ui';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'ui/TokenInput',
  component: TokenInput,
  args: { label: 'Enter your 6-digit code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof TokenInput>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

function boxesOf(canvas: Canvas) {
  return canvas.getAllByRole('textbox');
}

function valuesOf(canvas: Canvas) {
  return boxesOf(canvas).map((box) => (box as HTMLInputElement).value);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Enter your 6-digit code' });
    await expect(group).toBeVisible();
    const boxes = boxesOf(canvas);
    await expect(boxes).toHaveLength(6);
    for (const [index, box] of boxes.entries()) {
      await expect(box).toHaveAccessibleName(`Digit ${index + 1} of 6`);
      await expect(box).toHaveAttribute('inputmode', 'numeric');
      await expect(box).toHaveValue('');
    }
    await expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(boxes[1]).toHaveAttribute('autocomplete', 'off');
  },
};

export const TypingAdvances: Story = {
  play: async ({ args, canvas }) => {
    const boxes = boxesOf(canvas);
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('12');
    await expect(valuesOf(canvas)).toEqual(['1', '2', '', '', '', '']);
    await expect(boxes[2]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    // Letters and signs are ignored: the box stays empty and the focus stays put.
    await userEvent.keyboard('a-');
    await expect(valuesOf(canvas)).toEqual(['1', '2', '', '', '', '']);
    await expect(boxes[2]).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    // Typing into a filled box replaces its digit.
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('7');
    await expect(valuesOf(canvas)).toEqual(['7', '2', '', '', '', '']);
    await expect(boxes[1]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('72');
  },
};

export const BackspaceGoesBack: Story = {
  play: async ({ args, canvas }) => {
    const boxes = boxesOf(canvas);
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('123');
    await expect(boxes[3]).toHaveFocus();
    // On an empty box: back one box, and clear it.
    await userEvent.keyboard('{Backspace}');
    await expect(valuesOf(canvas)).toEqual(['1', '2', '', '', '', '']);
    await expect(boxes[2]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{Backspace}');
    await expect(valuesOf(canvas)).toEqual(['1', '', '', '', '', '']);
    await expect(boxes[1]).toHaveFocus();
    // On a filled box: clear it and stay.
    await userEvent.keyboard('{ArrowLeft}{Backspace}');
    await expect(valuesOf(canvas)).toEqual(['', '', '', '', '', '']);
    await expect(boxes[0]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const ArrowKeysMove: Story = {
  args: { defaultValue: '4821' },
  play: async ({ canvas }) => {
    const boxes = boxesOf(canvas);
    await expect(valuesOf(canvas)).toEqual(['4', '8', '2', '1', '', '']);
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(boxes[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(boxes[5]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(boxes[5]).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(boxes[0]).toHaveFocus();
    await expect(valuesOf(canvas)).toEqual(['4', '8', '2', '1', '', '']);
  },
};

export const PasteSpreads: Story = {
  play: async ({ args, canvas }) => {
    const boxes = boxesOf(canvas);
    // Pasted into the third box: the digits fill it and the boxes after it.
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.paste('9 4-7');
    await expect(valuesOf(canvas)).toEqual(['', '', '9', '4', '7', '']);
    await expect(boxes[5]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('947');
    // Digits that do not fit are dropped.
    await userEvent.click(boxes[4] as HTMLElement);
    await userEvent.paste('555');
    await expect(valuesOf(canvas)).toEqual(['', '', '9', '4', '5', '5']);
    await expect(boxes[5]).toHaveFocus();
    // Text without a digit changes nothing.
    await userEvent.paste('code');
    await expect(valuesOf(canvas)).toEqual(['', '', '9', '4', '5', '5']);
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const PasteWholeCode: Story = {
  play: async ({ args, canvas }) => {
    const boxes = boxesOf(canvas);
    // A whole code pasted anywhere fills every box from the first.
    await userEvent.click(boxes[3] as HTMLElement);
    await userEvent.paste('Your code: 314159');
    await expect(valuesOf(canvas)).toEqual(['3', '1', '4', '1', '5', '9']);
    await expect(boxes[5]).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('314159');
  },
};

export const WithError: Story = {
  args: { error: 'Please enter a valid code', defaultValue: '12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid code');
    for (const box of boxesOf(canvas)) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription('Please enter a valid code');
    }
    const group = canvas.getByRole('group', { name: 'Enter your 6-digit code' });
    await expect(canvas.getByRole('alert').getBoundingClientRect().top).toBeGreaterThan(
      (boxesOf(canvas)[0] as HTMLElement).getBoundingClientRect().bottom,
    );
    await expect(group).toBeVisible();
  },
};

export const Complete: Story = {
  play: async ({ args, canvas }) => {
    const boxes = boxesOf(canvas);
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('20481');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(valuesOf(canvas)).toEqual(['2', '0', '4', '8', '1', '6']);
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('204816');
    await expect(args.onChange).toHaveBeenLastCalledWith('204816');
    // The focus stays on the last box.
    await expect(boxes[5]).toHaveFocus();
  },
};

export const AutoFocus: Story = {
  args: { autoFocus: true },
  play: async ({ canvas }) => {
    await expect(boxesOf(canvas)[0]).toHaveFocus();
    await userEvent.keyboard('5');
    await expect(boxesOf(canvas)[1]).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '123456' },
  play: async ({ args, canvas }) => {
    for (const box of boxesOf(canvas)) await expect(box).toBeDisabled();
    await userEvent.click(boxesOf(canvas)[0] as HTMLElement, { pointerEventsCheck: 0 });
    await userEvent.keyboard('9');
    await expect(valuesOf(canvas)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FourDigits: Story = {
  args: { label: 'PIN', length: 4 },
  play: async ({ args, canvas }) => {
    const boxes = boxesOf(canvas);
    await expect(boxes).toHaveLength(4);
    await expect(boxes[3]).toHaveAccessibleName('Digit 4 of 4');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('2580');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('2580');
  },
};

/** The parent owns the code and clears it after a wrong attempt. */
export const Controlled: Story = {
  args: { name: 'token' },
  render: function ControlledToken(args) {
    const [code, setCode] = useState('');
    return (
      <form aria-label="Verify">
        <TokenInput
          {...args}
          value={code}
          onChange={(next) => {
            args.onChange?.(next);
            setCode(next);
          }}
        />
        <p>Entered: {code || 'nothing yet'}</p>
        <button type="button" onClick={() => setCode('')}>
          Clear
        </button>
      </form>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const boxes = boxesOf(canvas);
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('8642');
    await expect(canvas.getByText('Entered: 8642')).toBeVisible();
    const hidden = canvasElement.querySelector('input[type="hidden"][name="token"]');
    await expect(hidden).toHaveValue('8642');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(valuesOf(canvas)).toEqual(['', '', '', '', '', '']);
    await expect(canvas.getByText('Entered: nothing yet')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('8642');
  },
};

/** Input without key events: a phone's one-time-code autofill, or an on-screen keyboard. */
export const AutofillAndSoftKeyboard: Story = {
  play: async ({ args, canvas, step }) => {
    const boxes = boxesOf(canvas) as HTMLInputElement[];
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    function input(box: HTMLInputElement, text: string) {
      setValue?.call(box, text);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await step('autofill puts the whole code in the first box', async () => {
      input(boxes[0] as HTMLInputElement, '735910');
      await expect(valuesOf(canvas)).toEqual(['7', '3', '5', '9', '1', '0']);
      await expect(args.onComplete).toHaveBeenCalledOnce();
      await expect(args.onComplete).toHaveBeenCalledWith('735910');
    });
    await step('a soft keyboard types after the digit already in a box', async () => {
      input(boxes[1] as HTMLInputElement, '38');
      await expect(valuesOf(canvas)).toEqual(['7', '8', '5', '9', '1', '0']);
      await expect(boxes[2]).toHaveFocus();
    });
    await step('a soft keyboard letter is ignored, a deletion clears the box', async () => {
      input(boxes[2] as HTMLInputElement, 'x');
      await expect(boxes[2]).toHaveValue('5');
      input(boxes[2] as HTMLInputElement, '');
      await expect(valuesOf(canvas)).toEqual(['7', '8', '', '9', '1', '0']);
      await expect(args.onChange).toHaveBeenLastCalledWith('78910');
    });
  },
};

/** Another language names the boxes through `digitLabel`. */
export const TranslatedDigits: Story = {
  args: {
    label: 'Ingresa tu código de 6 dígitos',
    digitLabel: (position, length) => `Dígito ${position} de ${length}`,
  },
  play: async ({ canvas }) => {
    const boxes = boxesOf(canvas);
    for (const [index, box] of boxes.entries()) {
      await expect(box).toHaveAccessibleName(`Dígito ${index + 1} de 6`);
    }
  },
};
