import * as c from '@mp/core/contracts/training';
import { endpoint } from '../../http/endpoint.ts';
import { certificate, courseDetail, courseList, merchantCompletion, quizSubmit } from './service.ts';

export const endpoints = [
  endpoint(c.courseList, { handler: (ctx) => courseList(ctx) }),
  endpoint(c.courseDetail, { handler: courseDetail }),
  endpoint(c.quizSubmit, { handler: quizSubmit }),
  endpoint(c.certificate, { handler: certificate }),
  endpoint(c.merchantCompletion, { handler: (ctx) => merchantCompletion(ctx) }),
];
