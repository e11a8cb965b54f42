export * from './Card.tsx';
