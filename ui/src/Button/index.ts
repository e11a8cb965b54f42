export * from './Button.tsx';
