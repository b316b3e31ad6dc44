import * as z from 'zod/mini';
import { integer } from './formats';
import { audienceFilterSchema, permissionsSchema, personSchema, roleSchema } from './common';

/** A board of curated answers. */
const answerBoardSchema = z.looseObject({
  id: integer(),
  name: z.string(),
  description: z.string(),
  creator: z.optional(personSchema),
  updatedBy: z.optional(personSchema),
  itemCount: z.optional(integer()),
  roles: z.optional(z.array(roleSchema)),
  audienceFilters: z.optional(z.array(audienceFilterSchema)),
  permissions: z.optional(permissionsSchema),
});
export type AnswerBoard = z.infer<typeof answerBoardSchema>;

/** A board with the tracking token of its listing. */
export const answerBoardResultSchema = z.looseObject({
  board: answerBoardSchema,
});
export type AnswerBoardResult = z.infer<typeof answerBoardResultSchema>;
