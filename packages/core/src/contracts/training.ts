import { contract } from '../contract.ts';
import {
  CertificateRes,
  CompletionReq,
  CompletionRes,
  CourseDetailRes,
  CourseListReq,
  CourseListRes,
  CourseReq,
  QuizSubmitReq,
  QuizSubmitRes,
} from '../schemas/training.ts';

/**
 * Training (issue 29 point 5): every signed-in person of the portal takes the courses of their kind
 * (administrator, operator, cashier); the route /layout/mercTainView carries no code. Providers see
 * their merchants' completion (code 21, their merchant list). docs/api.md "Training".
 */
const base = { capability: 'training', prefix: 'main', access: 'session' } as const;

export const courseList = contract({
  ...base,
  mutates: false,
  path: 'train/courseList',
  request: CourseListReq,
  answer: CourseListRes,
  summary:
    "The courses of the caller's kind with the caller's state in each (passed, due for the yearly refresh...).",
});

export const courseDetail = contract({
  ...base,
  mutates: false,
  path: 'train/courseDetail',
  request: CourseReq,
  answer: CourseDetailRes,
  summary: "A course of the caller's kind: its text and its quiz, without the answers.",
});

export const quizSubmit = contract({
  ...base,
  mutates: true,
  path: 'train/quizSubmit',
  request: QuizSubmitReq,
  answer: QuizSubmitRes,
  summary: 'Marks a quiz: 80 % passes and gives a certificate valid a year; the wrong questions are named.',
});

export const certificate = contract({
  ...base,
  mutates: false,
  path: 'train/certificate',
  request: CourseReq,
  answer: CertificateRes,
  summary: "The caller's certificate of a passed course (PDF kit), the same bytes at every download.",
});

export const merchantCompletion = contract({
  ...base,
  areas: ['service'],
  code: '21',
  mutates: false,
  path: 'train/merchantCompletion',
  request: CompletionReq,
  answer: CompletionRes,
  summary: "The provider's merchants: operators, how many are trained, cashiers without the required module.",
});

export const contracts = [courseList, courseDetail, quizSubmit, certificate, merchantCompletion];
