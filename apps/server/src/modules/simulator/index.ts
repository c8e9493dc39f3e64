export {
  CHANNEL_FILE_DAYS,
  type ChannelFault,
  channelFilesJob,
  type PublishOptions,
  publishChannelFiles,
} from './channel-files.ts';
export { loadDemoTerminals, type Simulator, startSimulator } from './service.ts';
