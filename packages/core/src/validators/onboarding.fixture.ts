/**
 * Test data: a company and its legal person that every base-information rule accepts (the onboarding
 * wizard's base step, the merchant-information change). Tests change one field at a time.
 */
export const TEST_COMPANY = {
  merc_name: '澳門測試貿易有限公司',
  merc_short_name: '測試貿易',
  merc_name_en: 'Macau Test Trading Ltd',
  bus_type: 'LTD',
  licence_no: 'SO12345',
  licence_expiry: '99991231',
  mcc: '5812',
  area_code: '820001',
  address: '澳門新馬路 1 號',
};

/** A valid ID card: born 1990-06-15, issued 2020-01-10 at 29: 20 years. */
export const TEST_ID_CARD = {
  legal_name: '陳大文',
  id_type: 'I_CARD',
  id_no: '110105199006151234',
  id_issue_date: '20200110',
  id_expiry: '20400110',
};
