import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Input, PasswordInput, Select, Switch, Textarea } from '@wf/ui';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent } from 'storybook/test';
import { z } from 'zod';

/*
 * Each form field inside a react-hook-form form validated by a zod schema: `register()` is spread
 * on the field, zod's messages come back through `error`. Messages are the specs' own
 * (docs/product/website.md §5 for the add-video form, docs/product/widget.md §5 for e-mail and password).
 */

interface FormArgs {
  /** Receives the parsed values of a valid submission. */
  onSubmit: (values: Record<string, unknown>) => void;
}

const meta = {
  title: 'ui/FormFields',
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<FormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const categories = ['Orisha', 'Teachings', 'Ifa', 'Leadership', 'Spiritual Development'].map((category) => ({
  value: category,
  label: category,
}));

const formStyle = { display: 'grid', gap: 20 } as const;

const inputSchema = z.object({
  title: z.string().min(1, 'Title is required'),
  thumbnail: z.url('Must be a valid URL'),
});

function InputForm({ onSubmit }: FormArgs) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(inputSchema),
    defaultValues: { title: '', thumbnail: '' },
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))} style={formStyle}>
      <Input label="Title" required error={errors.title?.message} {...register('title')} />
      <Input label="Thumbnail URL" type="url" error={errors.thumbnail?.message} {...register('thumbnail')} />
      <div>
        <Button type="submit">Add Video</Button>
      </div>
    </form>
  );
}

export const InputInForm: Story = {
  render: (args) => <InputForm {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Video' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    const thumbnail = canvas.getByRole('textbox', { name: 'Thumbnail URL' });
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Must be a valid URL')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Title is required');
    // react-hook-form reached the native input through the ref: it focused the first error.
    await expect(title).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(title, 'Guided Meditation Session');
    await userEvent.type(thumbnail, 'https://example.com/thumb.jpg');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Video' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Guided Meditation Session',
      thumbnail: 'https://example.com/thumb.jpg',
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(title).not.toHaveAttribute('aria-invalid');
  },
};

const textareaSchema = z.object({ description: z.string().min(1, 'Description is required') });

function TextareaForm({ onSubmit }: FormArgs) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(textareaSchema),
    defaultValues: { description: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))} style={formStyle}>
      <Textarea
        label="Description"
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <div>
        <Button type="submit">Add Video</Button>
      </div>
    </form>
  );
}

export const TextareaInForm: Story = {
  render: (args) => <TextareaForm {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Video' }));
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Description is required');
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveFocus();

    await userEvent.type(description, 'Breathing practice.{enter}Twenty minutes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Video' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      description: 'Breathing practice.\nTwenty minutes.',
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const selectSchema = z.object({ category: z.string().min(1, 'Category is required') });

function SelectForm({ onSubmit }: FormArgs) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(selectSchema),
    defaultValues: { category: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))} style={formStyle}>
      <Select
        label="Category"
        placeholder="Select a category"
        options={categories}
        error={formState.errors.category?.message}
        {...register('category')}
      />
      <div>
        <Button type="submit">Add Video</Button>
      </div>
    </form>
  );
}

export const SelectInForm: Story = {
  render: (args) => <SelectForm {...args} />,
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveDisplayValue('Select a category');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Video' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Category is required');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveFocus();

    await userEvent.selectOptions(select, 'Teachings');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Video' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ category: 'Teachings' });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const switchSchema = z.object({ isLocked: z.boolean(), isFeatured: z.boolean() });
// docs/product/website.md §9: isLocked true, isFeatured false.
const switchDefaults = { isLocked: true, isFeatured: false };

function SwitchForm({ onSubmit }: FormArgs) {
  const { register, handleSubmit, reset } = useForm({
    resolver: zodResolver(switchSchema),
    defaultValues: switchDefaults,
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        onSubmit(values);
        reset(switchDefaults);
      })}
      style={formStyle}
    >
      <Switch
        label="Locked Content"
        description="Require membership to view this video"
        {...register('isLocked')}
      />
      <Switch
        label="Featured Video"
        description="Display this video in the featured section"
        {...register('isFeatured')}
      />
      <div>
        <Button type="submit">Add Video</Button>
      </div>
    </form>
  );
}

export const SwitchInForm: Story = {
  render: (args) => <SwitchForm {...args} />,
  play: async ({ args, canvas }) => {
    const locked = canvas.getByRole('switch', { name: 'Locked Content' });
    const featured = canvas.getByRole('switch', { name: 'Featured Video' });
    // Default values reach the native checkboxes through the ref.
    await expect(locked).toBeChecked();
    await expect(featured).not.toBeChecked();

    await userEvent.click(featured);
    await userEvent.click(canvas.getByText('Locked Content'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Video' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ isLocked: false, isFeatured: true });
    // After a valid submit the form resets to its defaults, and the switches show it.
    await expect(locked).toBeChecked();
    await expect(featured).not.toBeChecked();
  },
};

const passwordSchema = z.object({
  email: z.string().regex(/^\S+@\S+\.\S{2,}$/, 'Please enter a valid email address'),
  password: z.string().min(8, 'Minimum 8 characters required'),
});

function PasswordForm({ onSubmit }: FormArgs) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(passwordSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))} style={formStyle}>
      <Input
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div>
        <Button type="submit">Log in</Button>
      </div>
    </form>
  );
}

export const PasswordInputInForm: Story = {
  render: (args) => <PasswordForm {...args} />,
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email Address' });
    const password = canvas.getByLabelText('Password');
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Minimum 8 characters required');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Showing the password keeps it registered: what is typed next is submitted.
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await userEvent.type(password, '-and-long');
    await expect(password).toHaveValue('short-and-long');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'short-and-long',
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

// docs/product/website.md §5: the add-video form, every field and every message.
const videoSchema = z.object({
  title: z.string().min(1, 'Title is required'),
  description: z.string().min(1, 'Description is required'),
  vimeoId: z.string().min(1, 'Vimeo ID is required'),
  thumbnail: z.url('Must be a valid URL'),
  duration: z.string().min(1, 'Duration is required'),
  category: z.string().min(1, 'Category is required'),
  isLocked: z.boolean(),
  isFeatured: z.boolean(),
});

const videoDefaults = {
  title: '',
  description: '',
  vimeoId: '',
  thumbnail: '',
  duration: '',
  category: '',
  isLocked: true,
  isFeatured: false,
};

function AddVideoForm({ onSubmit }: FormArgs) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(videoSchema),
    defaultValues: videoDefaults,
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      aria-label="Add New Video"
      onSubmit={handleSubmit((values) => {
        onSubmit(values);
        reset(videoDefaults);
      })}
      style={formStyle}
    >
      <Input label="Title" error={errors.title?.message} {...register('title')} />
      <Textarea label="Description" error={errors.description?.message} {...register('description')} />
      <Input
        label="Vimeo ID"
        placeholder="123456789"
        error={errors.vimeoId?.message}
        {...register('vimeoId')}
      />
      <Input label="Thumbnail URL" type="url" error={errors.thumbnail?.message} {...register('thumbnail')} />
      <Input
        label="Duration"
        placeholder="24:15"
        error={errors.duration?.message}
        {...register('duration')}
      />
      <Select
        label="Category"
        placeholder="Select a category"
        options={categories}
        error={errors.category?.message}
        {...register('category')}
      />
      <Switch
        label="Locked Content"
        description="Require membership to view this video"
        {...register('isLocked')}
      />
      <Switch
        label="Featured Video"
        description="Display this video in the featured section"
        {...register('isFeatured')}
      />
      <div>
        <Button type="submit">Add Video</Button>
      </div>
    </form>
  );
}

export const AddVideoFormExample: Story = {
  name: 'Add video form (all fields)',
  render: (args) => <AddVideoForm {...args} />,
  play: async ({ args, canvas, step }) => {
    await step('an empty submission shows every message under its field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Video' }));
      await canvas.findByText('Title is required');
      const messages = canvas.getAllByRole('alert').map((alert) => alert.textContent);
      await expect(messages).toEqual([
        'Title is required',
        'Description is required',
        'Vimeo ID is required',
        'Must be a valid URL',
        'Duration is required',
        'Category is required',
      ]);
      await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    });
    await step('a complete submission sends the values and resets the form', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Public Speaking Masterclass');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Speak with presence.');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Vimeo ID' }), '76979871');
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Thumbnail URL' }),
        'https://example.com/t.jpg',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: 'Duration' }), '24:15');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Leadership');
      await userEvent.click(canvas.getByRole('switch', { name: 'Featured Video' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Add Video' }));
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Public Speaking Masterclass',
        description: 'Speak with presence.',
        vimeoId: '76979871',
        thumbnail: 'https://example.com/t.jpg',
        duration: '24:15',
        category: 'Leadership',
        isLocked: true,
        isFeatured: true,
      });
      await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
      await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
      await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue(
        'Select a category',
      );
      await expect(canvas.getByRole('switch', { name: 'Featured Video' })).not.toBeChecked();
    });
  },
};
