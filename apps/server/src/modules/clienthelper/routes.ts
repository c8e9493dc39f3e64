import * as c from '@mp/core/contracts/clienthelper';
import { endpoint } from '../../http/endpoint.ts';
import { downloadHelper } from './service.ts';

export const endpoints = [endpoint(c.merSm2ClientDownload, { handler: downloadHelper })];
