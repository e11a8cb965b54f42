export * from './PasswordInput.tsx';
