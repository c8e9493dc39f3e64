import { contract } from '../contract.ts';
import {
  ChildMercPageReq,
  ChildMercPageRes,
  GroupInfoSearchReq,
  GroupInfoSearchRes,
  GroupOprPhoneReq,
  GroupOprPhoneRes,
} from '../schemas/submerchants.ts';

/** Sub-merchants (serviceChildList 21) and group members (groupChildList); docs/api.md. */
const capability = 'submerchants';

export const urmServerChildMercPage = contract({
  capability,
  prefix: 'main',
  path: 'meradm/urmServerChildMercPage',
  access: 'session',
  mutates: false,
  code: '21',
  areas: ['service'],
  request: ChildMercPageReq,
  answer: ChildMercPageRes,
  summary: "The provider's sub-merchants with status, stores, open products and 30-day business; paged.",
});

export const urmGroupMappingPageAction = contract({
  capability,
  prefix: 'main',
  path: 'meradm/urmGroupMappingPageAction',
  access: 'session',
  mutates: false,
  areas: ['group'],
  request: ChildMercPageReq,
  answer: ChildMercPageRes,
  summary: "The group's member merchants (the group-merchant mapping) with the same figures; paged.",
});

export const urmGroupInfoSearch = contract({
  capability,
  prefix: 'main',
  path: 'meradm/urmGroupInfoSearch',
  access: 'session',
  mutates: false,
  areas: ['group'],
  request: GroupInfoSearchReq,
  answer: GroupInfoSearchRes,
  summary: "Quick search of the group's members by number or name (20 at most).",
});

export const updateGroupOprPhoneAction = contract({
  capability,
  prefix: 'main',
  path: 'meradm/updateGroupOprPhoneAction',
  access: 'session',
  mutates: true,
  areas: ['group'],
  wholeOrg: true,
  request: GroupOprPhoneReq,
  answer: GroupOprPhoneRes,
  summary: "The group's operator phone (the contact line of the group's page); audited.",
});

export const contracts = [
  urmServerChildMercPage,
  urmGroupMappingPageAction,
  urmGroupInfoSearch,
  updateGroupOprPhoneAction,
];
