export type { AccordionItem, AccordionProps } from './Accordion/index.ts';
export { Accordion } from './Accordion/index.ts';
export type { BadgeProps, BadgeTone } from './Badge/index.ts';
export { Badge } from './Badge/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/index.ts';
export { Button } from './Button/index.ts';
export type { CardDescriptionProps, CardProps, CardTitleProps } from './Card/index.ts';
export { Card, CardDescription, CardTitle } from './Card/index.ts';
export type { ChipGroupProps, ChipOption } from './ChipGroup/index.ts';
export { ChipGroup } from './ChipGroup/index.ts';
export { cx } from './cx.ts';
export type { DialogProps, DialogSize } from './Dialog/index.ts';
export { DIALOG_OPENED_EVENT, Dialog } from './Dialog/index.ts';
export type { EmptyStateProps } from './EmptyState/index.ts';
export { EmptyState } from './EmptyState/index.ts';
export type { InputProps } from './Input/index.ts';
export { Input } from './Input/index.ts';
export type { MenuItem, MenuProps } from './Menu/index.ts';
export { Menu } from './Menu/index.ts';
export type { PasswordInputProps } from './PasswordInput/index.ts';
export { PasswordInput } from './PasswordInput/index.ts';
export type { SelectOption, SelectProps } from './Select/index.ts';
export { Select } from './Select/index.ts';
export type { SpinnerProps } from './Spinner/index.ts';
export { Spinner } from './Spinner/index.ts';
export type { SwitchProps } from './Switch/index.ts';
export { Switch } from './Switch/index.ts';
export type { TableColumn, TableProps } from './Table/index.ts';
export { Table } from './Table/index.ts';
export type { TabItem, TabsProps } from './Tabs/index.ts';
export { Tabs } from './Tabs/index.ts';
export type { TextareaProps } from './Textarea/index.ts';
export { Textarea } from './Textarea/index.ts';
export type { ToasterProps, ToastOptions, ToastProps, ToastVariant } from './Toast/index.ts';
export {
  dismissAllToasts,
  dismissToast,
  getToasts,
  subscribeToToasts,
  TOAST_DURATION_MS,
  Toast,
  Toaster,
  toast,
} from './Toast/index.ts';
export type { TokenInputProps } from './TokenInput/index.ts';
export { TokenInput } from './TokenInput/index.ts';
export type { ControllableState, ControllableStateOptions } from './useControllableState.ts';
export { useControllableState } from './useControllableState.ts';
