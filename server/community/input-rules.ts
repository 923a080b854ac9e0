// The forum's shared rules (shared/validation/community-input.ts), run as route hooks after the schema,
// so nothing is written until they pass.
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { ReplyBody } from '@shared/schemas/community';
import { validateContent, validatePost, validateProfile, type CommunityProblem } from '@shared/validation/community-input';
import { validationFailed } from '@server/errors';

function communityRules<Body>(validate: (body: Body) => CommunityProblem[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const problems = validate(request.body as Body);
    if (problems.length > 0) throw validationFailed(problems.map((problem) => problem.message).join(' '));
  };
}

export const postRules = communityRules(validatePost);
export const replyRules = communityRules((body: ReplyBody) => validateContent(body.content));
export const profileRules = communityRules(validateProfile);
