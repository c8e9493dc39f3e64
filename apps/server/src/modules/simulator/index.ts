export { loadDemoTerminals, type Simulator, startSimulator } from './service.ts';
