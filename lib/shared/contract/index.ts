// The wire contract: every resource and every operation's request and response, in zod; the
// one module the reference service imports from the extension.
export * from './announcement';
export * from './answer-board';
export * from './collection';
export * from './common';
export * from './document';
export * from './enums';
export * from './feed';
export * from './issues';
export * from './open-enum';
export * from './operations';
export * from './pin';
export * from './requests';
export * from './responses';
