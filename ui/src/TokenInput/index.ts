export * from './TokenInput.tsx';
