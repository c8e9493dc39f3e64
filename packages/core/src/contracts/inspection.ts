import { contract } from '../contract.ts';
import {
  AnswerItemReq,
  EmptyReq,
  GpsFlagReq,
  GpsFlagRes,
  H5AnswerItemReq,
  H5ExpiryReq,
  H5ExpiryRes,
  H5PageRes,
  H5TokenReq,
  H5UploadReq,
  HandoffRes,
  ItemRow,
  MerchantStateReq,
  MerchantStateRes,
  OpenTaskReq,
  OpenTaskRes,
  ReliefReq,
  ReliefRes,
  RemindReq,
  RemindRes,
  RequirementsRes,
  StaffRequirementsReq,
  TaskListRes,
} from '../schemas/inspection.ts';
import { UploadRes } from '../schemas/onboarding.ts';

/**
 * Requirements, escalation, inspection and file collection (issue 29 points 1-3; docs/api.md
 * "Inspection and file collection"). The merchant's pages (/layout/merchantInspection, collectFile) carry
 * no code in the spec: any operator of the merchant reads them, answering is for the whole merchant. The
 * phone page (/h5CollectFile) is public and carries a link token instead of a session. Providers and groups
 * read their merchants' state and send reminders; the back office opens tasks and asks waivers and
 * extensions, which a second staff member decides in the review kit (kind `relief`).
 */
const capability = 'inspection';
const merchant = { capability, prefix: 'main', access: 'session', areas: ['merchant'] } as const;
const phone = { capability, prefix: 'main', access: 'public' } as const;
const staff = { capability, prefix: 'staff', access: 'session', areas: ['provider'] } as const;

export const requirements = contract({
  ...merchant,
  mutates: false,
  path: 'inspection/requirements',
  request: EmptyReq,
  answer: RequirementsRes,
  summary: "The merchant's documents and checks due: due now, upcoming, past due; deadline and restriction.",
});
export const taskList = contract({
  ...merchant,
  mutates: false,
  path: 'inspection/taskList',
  request: EmptyReq,
  answer: TaskListRes,
  summary: "The merchant's inspection tasks, newest first, with their items and progress.",
});
export const answerItem = contract({
  ...merchant,
  mutates: true,
  wholeOrg: true,
  path: 'collectfile/answerItem',
  request: AnswerItemReq,
  answer: ItemRow,
  summary:
    "Answers one requested or rejected item of a task with an uploaded file (a photo's time and place checked).",
});
export const handoff = contract({
  ...merchant,
  mutates: true,
  wholeOrg: true,
  path: 'collectfile/handoff',
  request: EmptyReq,
  answer: HandoffRes,
  summary: 'A link to the phone page for the QR code, valid 30 minutes, spent by its first answer.',
});
export const h5Page = contract({
  ...phone,
  mutates: false,
  path: 'collectfile/h5Page',
  request: H5TokenReq,
  answer: H5PageRes,
  summary: "The phone page's content for a link token: requirements, the expiry in force, open tasks.",
});
export const h5Upload = contract({
  ...phone,
  mutates: true,
  path: 'collectfile/h5Upload',
  request: H5UploadReq,
  answer: UploadRes,
  summary: "Uploads a file for the link's merchant (the upload checks of file/upload).",
});
export const h5AnswerItem = contract({
  ...phone,
  mutates: true,
  path: 'collectfile/h5AnswerItem',
  request: H5AnswerItemReq,
  answer: ItemRow,
  summary: 'Answers a task item from the phone page; the link is spent.',
});
export const h5Expiry = contract({
  ...phone,
  mutates: true,
  path: 'collectfile/h5Expiry',
  request: H5ExpiryReq,
  answer: H5ExpiryRes,
  summary:
    'Submits the renewed documents from the phone page as the inspection-expiry update; the link is spent.',
});
export const showGPSPositionFlag = contract({
  ...phone,
  mutates: false,
  path: 'h5/showGPSPositionFlag',
  request: GpsFlagReq,
  answer: GpsFlagRes,
  summary: "Y when the phone page asks the phone's position: the link's merchant has a photo to send.",
});
export const merchantState = contract({
  capability,
  prefix: 'main',
  access: 'session',
  areas: ['service', 'group'],
  mutates: false,
  path: 'inspection/merchantState',
  request: MerchantStateReq,
  answer: MerchantStateRes,
  summary: "The provider's or group's merchants with their restriction and requirements counted by group.",
});
export const remind = contract({
  capability,
  prefix: 'main',
  access: 'session',
  areas: ['service', 'group'],
  mutates: true,
  wholeOrg: true,
  path: 'inspection/remind',
  request: RemindReq,
  answer: RemindRes,
  summary: 'Sends one of its merchants a reminder (mail, SMS, a new phone link) of what is due.',
});
export const staffRequirements = contract({
  ...staff,
  mutates: false,
  code: 'S1',
  path: 'inspection/merchantRequirements',
  request: StaffRequirementsReq,
  answer: RequirementsRes,
  summary: "A merchant's requirements as the back office sees them.",
});
export const openTask = contract({
  ...staff,
  mutates: true,
  code: 'S11',
  path: 'inspection/openTask',
  request: OpenTaskReq,
  answer: OpenTaskRes,
  summary: 'Opens an inspection task: documents and photos of the premises, by a date.',
});
export const askRelief = contract({
  ...staff,
  mutates: true,
  code: 'S11',
  path: 'inspection/askRelief',
  request: ReliefReq,
  answer: ReliefRes,
  summary:
    'Asks a waiver or one extension (at most 30 days) of a requirement; another staff member decides it.',
});

export const contracts = [
  requirements,
  taskList,
  answerItem,
  handoff,
  h5Page,
  h5Upload,
  h5AnswerItem,
  h5Expiry,
  showGPSPositionFlag,
  merchantState,
  remind,
  staffRequirements,
  openTask,
  askRelief,
];
