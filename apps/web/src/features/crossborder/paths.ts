/** Where the cross-border pages are (the manifest's paths). */
export const LIST_PATH = '/layout/ghf';
export const STATUS_PATH = '/layout/ghf/trade/status';
export const STEP_ONE_PATH = '/layout/ghf/trade/create/stepOne';
export const STEP_TWO_PATH = '/layout/ghf/trade/create/stepTwo';
export const STEP_THREE_PATH = '/layout/ghf/trade/create/stepThree';
export const STEP_FINISH_PATH = '/layout/ghf/trade/create/stepFinish';
