// The wire contract: every resource and every operation's request and response, in zod.
export * from './announcement';
export * from './answer-board';
export * from './collection';
export * from './common';
export * from './document';
export * from './enums';
export * from './feed';
export * from './issues';
export * from './open-enum';
export * from './pin';
export * from './requests';
export * from './responses';
