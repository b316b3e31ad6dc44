// The public surface of the API layer: the contract, the client and its error type.
export * from './base-url';
export * from './client';
export * from './errors';
export * from './operations';
export * from './retry';
export * from './schemas';
