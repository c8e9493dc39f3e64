import { contract } from '../contract.ts';
import {
  AddBindAppIdReq,
  BindingRow,
  DeleteBindAppIdReq,
  DeleteBindAppIdRes,
  QueryBindAppIdReq,
  QueryBindAppIdRes,
} from '../schemas/appid.ts';

/** App-ID binding of merchants and service providers (code 5); docs/api.md "App-ID binding". */
const base = {
  capability: 'appid',
  prefix: 'main',
  access: 'session',
  code: '5',
  areas: ['merchant', 'service'],
} as const;

export const addBindAppId = contract({
  ...base,
  mutates: true,
  path: 'appid/addBindAppId',
  request: AddBindAppIdReq,
  answer: BindingRow,
  summary:
    "Binds an app-id of a channel to the caller's organisation: the channel's format, unique per channel.",
});

export const queryBindAppIdInfo = contract({
  ...base,
  mutates: false,
  path: 'appid/queryBindAppIdInfo',
  request: QueryBindAppIdReq,
  answer: QueryBindAppIdRes,
  summary: "The organisation's bound app-ids, newest first, with each channel's app-id example.",
});

export const deleteBindAppId = contract({
  ...base,
  mutates: true,
  path: 'appid/deleteBindAppId',
  request: DeleteBindAppIdReq,
  answer: DeleteBindAppIdRes,
  summary: "Deletes one of the organisation's app-id bindings.",
});

export const contracts = [addBindAppId, queryBindAppIdInfo, deleteBindAppId];
