/**
 * Simplified-only characters that a Traditional Chinese (zh-TW) text must not hold (issue 17, point 3).
 * A short list of the common ones, each of which has a different Traditional form (無 for 无, 訪 for 访...);
 * characters both scripts share (限, 出, 示, 置...) are not on it. The spec quotes some of the original
 * product's messages in simplified form; the portal shows them in traditional form (docs/decisions.md).
 */
export const SIMPLIFIED_ONLY =
  '无访问权预约订单数据较请当时间载确错误设这个们说对为门东车马鸟书长开关发见认让计记变联网络应该样种条资报导击号码纪录将进选项显图页线库验证经营账户银厅暂级询试区务实总额汇态状处结费员终帐简体' as const;

const SET = new Set(SIMPLIFIED_ONLY);

/** The simplified-only characters found in a text, in order, each once. */
export function simplifiedIn(text: string): string[] {
  const found: string[] = [];
  for (const ch of text) if (SET.has(ch) && !found.includes(ch)) found.push(ch);
  return found;
}
