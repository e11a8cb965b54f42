export * from './Textarea.tsx';
