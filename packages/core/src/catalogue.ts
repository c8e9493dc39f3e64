/**
 * The error catalogue (spec point 8) and every message code the server answers in `gda.msg_cd`.
 * Codes are 3 letters + 5 digits. Success is `msg_cd.slice(3) === '00000'` (spec: the characters from
 * position 3 on). Texts the spec quotes in simplified characters are in their traditional form (docs/decisions.md).
 */
export type Lang = 'zh-TW' | 'en';
export interface CatalogueEntry {
  zh: string;
  en: string;
  /** HTTP status used when the answer cannot be a 200 envelope (before a body could be read). */
  http?: number;
}

export const CATALOGUE = {
  SCM00000: { zh: '成功', en: 'Success' },
  // Session and protocol
  SCM60401: {
    zh: '登錄失敗或會話已過期，請重新登入',
    en: 'Login failed or session expired. Please sign in again.',
  },
  LOG60401: {
    zh: '登錄失敗或會話已過期，請重新登入',
    en: 'Login failed or session expired. Please sign in again.',
  },
  SCM40025: {
    zh: '訂單數據量較大，請使用預約下載功能導出報表進行查看',
    en: 'The result is large. Please use scheduled download to export the report.',
  },
  SCM40001: { zh: '請求格式錯誤', en: 'The request is malformed.', http: 400 },
  SCM40002: { zh: '請求缺少必要欄位或欄位類型錯誤', en: 'A field is missing or has the wrong type.' },
  SCM40003: {
    zh: '報文解密失敗，請重新整理頁面',
    en: 'The request could not be decrypted. Please reload the page.',
  },
  SCM40004: { zh: '請求已過期或重複提交', en: 'The request is stale or was already submitted.' },
  SCM40005: { zh: '表單令牌無效，請重新整理頁面', en: 'The form token is invalid. Please reload the page.' },
  SCM40006: { zh: '請求內容過大', en: 'The request is too large.', http: 413 },
  SCM40007: { zh: '不支援的請求類型', en: 'Unsupported content type.', http: 415 },
  SCM40008: { zh: '請求過於頻繁，請稍後再試', en: 'Too many requests. Please try again later.', http: 429 },
  SCM40301: { zh: '無訪問權限', en: 'No access permission' },
  SCM40401: { zh: '記錄不存在', en: 'The record does not exist.' },
  SCM40402: { zh: '找不到此服務位址', en: 'No such address on this server.', http: 404 },
  SCM40900: { zh: '請勿重複提交', en: 'This request was already submitted with other values.' },
  SCM50000: { zh: '系統繁忙，請稍後再試', en: 'The system is busy. Please try again later.', http: 500 },
  SCM50300: {
    zh: '系統啟動中，請稍後再試',
    en: 'The system is starting. Please try again shortly.',
    http: 503,
  },
  SCM50400: { zh: '請求超時，請稍後再試', en: 'The request timed out. Please try again later.' },
  // Login and passwords
  LOG10001: { zh: '用戶名或密碼錯誤', en: 'Wrong user name or password.' },
  LOG10002: { zh: '驗證碼錯誤或已過期', en: 'The verification code is wrong or expired.' },
  LOG10003: { zh: '賬戶已鎖定，請 30 分鐘後再試', en: 'The account is locked. Try again in 30 minutes.' },
  LOG10004: { zh: '收銀員已註銷', en: 'This cashier account has been closed.' },
  LOG10005: {
    zh: '登入隨機數無效或已使用，請重新整理頁面',
    en: 'The sign-in page has expired. Please reload it.',
  },
  LOG10006: {
    zh: '新密碼不能與最近 4 次使用的密碼相同',
    en: 'The new password must differ from your last 4 passwords.',
  },
  LOG10007: { zh: '兩次輸入的密碼不一致', en: 'The passwords do not match.' },
  LOG10008: { zh: '原密碼錯誤', en: 'The old password is wrong.' },
  LOG10009: { zh: '請先修改密碼', en: 'Please change your password first.' },
  LOG10010: {
    zh: '操作員編號遺失，請重新輸入',
    en: 'The operator number is missing. Please enter it again.',
  },
  LOG10011: { zh: '支付密碼錯誤', en: 'The payment password is wrong.' },
  LOG10012: { zh: '尚未設定支付密碼', en: 'No payment password has been set.' },
  LOG10013: {
    zh: '收銀員不能重設自己的密碼，請聯繫主管',
    en: 'Cashiers cannot reset their own password. Please contact your supervisor.',
  },
  LOG10014: {
    zh: '重設密碼憑證無效或已過期，請重新驗證',
    en: 'The password reset has expired or is invalid. Please verify again.',
  },
  // SMS and e-mail codes
  SMS10001: { zh: '驗證碼錯誤', en: 'The verification code is wrong.' },
  SMS10002: {
    zh: '驗證碼已過期，請重新獲取',
    en: 'The verification code has expired. Please request a new one.',
  },
  SMS10003: {
    zh: '驗證碼錯誤次數過多，請重新獲取',
    en: 'Too many wrong attempts. Please request a new code.',
  },
  SMS10004: { zh: '發送過於頻繁，請稍後再試', en: 'Codes are sent too often. Please wait a moment.' },
  SMS10005: { zh: '驗證碼格式錯誤', en: 'The verification code has the wrong format.' },
  SMS10006: { zh: '手機號碼或郵箱未登記', en: 'This mobile number or e-mail is not registered.' },
  // Business
  TRD10001: { zh: '無交易記錄', en: 'No such transaction.' },
  TRD10002: { zh: '此交易不可退款', en: 'This transaction cannot be refunded.' },
  TRD10003: { zh: '請選擇一筆交易', en: 'Choose one transaction.' },
  TRD10004: { zh: '無可退款金額', en: 'There is no refundable amount.' },
  TRD10005: {
    zh: '退款金額不能大於可退款金額',
    en: 'The refund amount cannot exceed the refundable amount.',
  },
  TRD10006: { zh: '請輸入退款金額', en: 'Please enter the refund amount.' },
  TRD10007: {
    zh: '華銀快付交易須由商戶端退款',
    en: 'Huayin Express payments must be refunded from the merchant side.',
  },
  TRD10008: {
    zh: '可用餘額不足以支付此退款',
    en: 'The available balance does not cover this refund.',
  },
  // Money views (saved filters)
  QRY10001: { zh: '每個頁面最多保存 20 個篩選方案', en: 'A page keeps at most 20 saved filters.' },
  FIL10001: { zh: '文件不存在', en: 'File does not exist.' },
  // Exports, scheduled downloads and bill files
  EXP10001: {
    zh: '進行中的預約下載過多，請待完成後再試',
    en: 'Too many scheduled downloads are in progress. Try again when one is done.',
  },
  EXP10002: {
    zh: '文件尚在生成中，請稍後再下載',
    en: 'The file is still being prepared. Please download it later.',
  },
  EXP10003: { zh: '導出任務失敗，請重新導出', en: 'The export failed. Please export again.' },
  EXP10004: {
    zh: '下載鏈接無效或已使用，請重新下載',
    en: 'The download link is invalid or was already used. Please download again.',
  },
  BIL10001: { zh: '月賬單查詢範圍不能超過12個月', en: 'The monthly bill range cannot exceed 12 months.' },
  BIL10002: {
    zh: '賬單涵蓋全部門店，僅限可查看全部門店的操作員下載',
    en: 'A bill covers every store: only operators who see all stores may download it.',
  },
  // Validation (returned by packages/core validators, answered as msg_cd with the field named)
  VAL10001: { zh: '請輸入必填項', en: 'This field is required.' },
  VAL10002: { zh: '郵箱格式不正確', en: 'Invalid e-mail address.' },
  VAL10003: { zh: '只能輸入 6 至 30 位數字', en: 'Enter 6 to 30 digits.' },
  VAL10004: { zh: '手機號碼格式不正確', en: 'Invalid mobile number.' },
  VAL10005: { zh: '首尾不能有空格', en: 'No leading or trailing spaces.' },
  VAL10006: {
    zh: '公司名稱只能包含中文、數字、括號和連字號',
    en: 'Company name: Chinese characters, digits, brackets and hyphens only.',
  },
  VAL10007: { zh: "不能輸入 ' < > 等特殊字符", en: "The characters ' < > are not accepted." },
  VAL10008: { zh: '超出最大字符數', en: 'Too many characters.' },
  VAL10009: { zh: '證件號碼格式不正確', en: 'Invalid ID number.' },
  VAL10010: { zh: '證件有效期不正確', en: 'The ID expiry date is not correct for this ID.' },
  VAL10011: {
    zh: '格式限制為png|jpg|jpeg|gif|pdf|doc|docx|xls|xlsx|txt|zip',
    en: 'Accepted formats: png, jpg, jpeg, gif, pdf, doc, docx, xls, xlsx, txt, zip.',
  },
  VAL10012: {
    zh: '金額格式不正確：最多 12 位整數及 2 位小數',
    en: 'Invalid amount: at most 12 integer digits and 2 decimals.',
  },
  VAL10013: { zh: '日期格式不正確', en: 'Invalid date.' },
  VAL10014: { zh: '查詢日期不能超過今天', en: 'The query date cannot be after today.' },
  VAL10015: {
    zh: '不能查詢或導出當日及以後的數據',
    en: 'You cannot query or export the current day or beyond.',
  },
  VAL10016: { zh: '查詢時間範圍不能超過31天', en: 'The query range cannot exceed 31 days.' },
  VAL10017: { zh: '開始日期不能晚於結束日期', en: 'The start date cannot be after the end date.' },
  VAL10018: { zh: '當日數據暫不支持高級查詢', en: 'Advanced search is not supported for same-day data.' },
  VAL10019: { zh: '新密碼不能與原密碼相同', en: 'The new password must differ from the old one.' },
  VAL10020: { zh: '兩次輸入的密碼不一致', en: 'The two passwords do not match.' },
  VAL10021: {
    zh: '密碼須為 8-20 位，並同時包含英文字母及數字',
    en: 'Password: 8-20 characters, with both letters and digits.',
  },
  VAL10022: { zh: '用戶名須為 6-20 位英文字母或數字', en: 'User name: 6-20 letters or digits.' },
  VAL10023: { zh: '密鑰須為 32 位英文字母或數字', en: 'The signing key must be 32 letters or digits.' },
  VAL10024: { zh: '網址格式不正確', en: 'Invalid URL.' },
  VAL10025: { zh: '證書內容無效', en: 'Invalid certificate.' },
  VAL10026: { zh: '只能輸入英文字母或數字', en: 'Letters and digits only.' },
  VAL10027: { zh: '請至少選擇一個門店權限', en: 'Choose at least one store permission.' },
  VAL10028: { zh: '折扣率須為 1-99 的數字', en: 'The discount rate must be a number from 1 to 99.' },
  VAL10029: { zh: '限額須為大於 0 的數字', en: 'Limits must be numbers greater than 0.' },
  VAL10030: {
    zh: '英文名稱只能輸入英文，最多 30 個字符',
    en: 'English name: English only, at most 30 characters.',
  },
  VAL10031: { zh: '中文名稱與英文名稱至少填寫一項', en: 'Enter the Chinese or the English name.' },
  VAL10032: {
    zh: '減免金額須小於指定消費金額',
    en: 'The reduction must be smaller than the designated spending.',
  },
  VAL10033: { zh: '請選擇活動期間及限額設定', en: 'Choose the period and the cap setting.' },
  VAL10034: { zh: '請輸入驗證碼', en: 'Please enter the verification code.' },
  VAL10035: { zh: '請輸入用戶名', en: 'Please enter the user name.' },
  VAL10036: { zh: '請輸入密碼', en: 'Please enter the password.' },
  VAL10037: { zh: '取值不在允許範圍內', en: 'The value is not one of the allowed values.' },
  VAL10038: { zh: '圖片格式限制為png|jpg|jpeg|gif', en: 'Images only: png|jpg|jpeg|gif' },
  VAL10039: {
    zh: '不能包含不可見或改變文字方向的字符',
    en: 'Invisible characters and characters that change the text direction are not accepted.',
  },
  // Operators, roles and cashiers
  OPR10001: { zh: '此用戶名已被使用', en: 'This user name is already taken.' },
  OPR10002: { zh: '不能修改自己的角色', en: 'You cannot change your own role.' },
  OPR10003: {
    zh: '仍有操作員使用此角色，不能刪除',
    en: 'Operators still hold this role, so it cannot be deleted.',
  },
  OPR10004: { zh: '不能授予您本身沒有的權限', en: 'You cannot grant a permission you do not hold.' },
  OPR10005: { zh: '不能刪除或鎖定自己的賬戶', en: 'You cannot delete or lock your own account.' },
  OPR10006: {
    zh: '管理員賬戶不能在此修改或刪除',
    en: 'The administrator account cannot be changed or deleted here.',
  },
  OPR10007: { zh: '角色名稱已存在', en: 'A role with this name already exists.' },
  OPR10008: { zh: '權限代碼不適用於本區域', en: 'A permission code does not apply to this area.' },
  OPR10009: { zh: '管理員角色不能修改或刪除', en: 'The administrator role cannot be changed or deleted.' },
  OPR10010: {
    zh: '不能在此重設自己的密碼，請使用修改密碼',
    en: 'You cannot reset your own password here. Use change password.',
  },
  // Security settings
  SEC10001: { zh: '支付密碼須為 6 位數字', en: 'The payment password must be 6 digits.' },
  SEC10002: { zh: '請輸入短信驗證碼或支付密碼', en: 'Enter the SMS code or the payment password.' },
  SEC10003: { zh: '尚未設定簽名密鑰', en: 'No signing key has been set.' },
  SEC10004: { zh: '請先設定通知地址', en: 'Set the notification URL first.' },
  SEC10005: {
    zh: '支付密碼錯誤次數過多，請以短信驗證重設支付密碼',
    en: 'Too many wrong payment passwords. Please reset the payment password by SMS.',
  },
  SEC10006: { zh: '新手機號碼不能與原號碼相同', en: 'The new number must differ from the current one.' },
  SEC10007: {
    zh: '未登記手機號碼，無法發送驗證碼',
    en: 'No mobile number is registered, so no code can be sent.',
  },
  SEC10008: {
    zh: '通知地址不可指向內部、私有或保留網絡地址',
    en: 'The notification URL may not point to an internal, private or reserved network address.',
  },
  SEC10009: {
    zh: '通知地址的主機名稱無法解析，請檢查網址',
    en: 'The host name of the notification URL cannot be resolved. Please check the URL.',
  },
  // Onboarding and information changes (issue 14)
  ONB10001: {
    zh: '申請登入已失效，請以短信驗證碼重新登入',
    en: 'Your application sign-in has expired. Please sign in again with an SMS code.',
  },
  ONB10002: {
    zh: '申請已提交或已完成，不能再修改',
    en: 'The application has been submitted or completed and can no longer be changed.',
  },
  ONB10003: { zh: '請先完成此前的步驟', en: 'Please complete the earlier steps first.' },
  ONB10004: { zh: '請上傳此項必需的文件', en: 'Please upload this required document.' },
  ONB10005: { zh: '所選項目不存在，請重新選擇', en: 'The chosen item does not exist. Please choose again.' },
  ONB10006: {
    zh: '已有一項同類變更在審核中，請待審核完成',
    en: 'A change of this kind is already under review. Please wait until it is reviewed.',
  },
  ONB10007: { zh: '請至少選擇一項產品', en: 'Choose at least one product.' },
  ONB10008: {
    zh: '此商戶類別不適用於所選的企業類型',
    en: 'This business type does not belong to the chosen merchant category.',
  },
  ONB10009: { zh: '資料沒有變更', en: 'Nothing was changed.' },
  ONB10010: {
    zh: '此變更的當前狀態不允許此操作',
    en: 'The change is not in a state that allows this.',
  },
  ONB10011: { zh: '證件已過期，請填寫新的有效期', en: 'This expiry date has passed. Enter the new one.' },
  ONB10012: { zh: '人員最多 10 位', en: 'At most 10 people.' },
  FIL10002: {
    zh: '文件內容與格式不符，只接受png|jpg|jpeg|gif|pdf|doc|docx|xls|xlsx|txt|zip',
    en: 'The file content does not match an accepted format (png|jpg|jpeg|gif|pdf|doc|docx|xls|xlsx|txt|zip).',
  },
  FIL10003: { zh: '文件不能超過 2 MB', en: 'The file may not exceed 2 MB.' },
  FIL10004: {
    zh: '文件名稱不能包含路徑或特殊字符',
    en: 'The file name may not contain a path or special characters.',
  },
  FIL10005: { zh: '文件為空', en: 'The file is empty.' },
  BNK10001: {
    zh: '驗證金額不正確，請核對到賬金額後重新輸入',
    en: 'The verification amount is wrong. Check the amount received and enter it again.',
  },
  BNK10002: {
    zh: '驗證金額錯誤已達三次，本次變更已被阻止',
    en: 'The verification amount was wrong three times: this change has been blocked.',
  },
  BNK10003: {
    zh: '驗證款項尚未到賬，請稍後再確認',
    en: 'The verification payment has not arrived yet. Please confirm later.',
  },
  BNK10004: {
    zh: '新結算賬戶不能與現有賬戶相同',
    en: 'The new settlement account must differ from the current one.',
  },
  BNK10005: {
    zh: '驗證打款未能到賬，本次變更已結束，請核對賬戶後重新申請',
    en: 'The verification payment could not be made: this change has ended. Check the account and apply again.',
  },
  BNK10006: {
    zh: '此變更已不在待驗證狀態',
    en: 'This change is no longer waiting for the verification amount.',
  },
  BNK10007: { zh: '此變更不在審核中', en: 'This change is not under review.' },
  // Providers and groups run their merchants (issue 13): products, channels, app-IDs
  PRD10001: { zh: '此產品已開通', en: 'This product is already open.' },
  PRD10002: { zh: '此產品未開通', en: 'This product is not open.' },
  PRD10003: {
    zh: '個體工商戶不能開通線上收款產品',
    en: 'An individual business cannot take an online product.',
  },
  PRD10004: {
    zh: '商戶狀態不正常，不能授權產品',
    en: 'The merchant is not in normal status, so no product can be authorised.',
  },
  PRD10005: { zh: '此渠道沒有已開通的產品', en: 'This channel has no open product.' },
  APP10001: {
    zh: 'AppID 格式不符合此渠道的要求',
    en: 'The app-ID does not have the format this channel requires.',
  },
  APP10002: { zh: '此 AppID 已被綁定', en: 'This app-ID is already bound.' },
  // Fee bills, invoices, payment audit and account authorisation (issue 12, points 4 to 6)
  INV10001: {
    zh: '所選賬單未確認或已在其他發票申請中',
    en: 'A chosen bill is not confirmed or is already in another invoice application.',
  },
  INV10002: {
    zh: '發票申請的當前狀態不允許此操作',
    en: 'The invoice application is not in a state that allows this.',
  },
  INV10003: { zh: '手續費為零的賬單不能申請開票', en: 'A bill without fees cannot be invoiced.' },
  PAY10001: { zh: '付款的當前狀態不允許此操作', en: 'The payment is not in a state that allows this.' },
  PAY10002: {
    zh: '可用餘額不足以支付付款金額及手續費',
    en: 'The available balance does not cover the payment amount plus its fee.',
  },
  PAY10003: { zh: '此付款已審核，不能重複審核', en: 'This payment has already been decided.' },
  ACA10001: { zh: '此授權已解除', en: 'This authorisation has already been revoked.' },
  // Reconciliation against the channels' settlement files (issue 25 point 6)
  RCN10001: { zh: '此對賬差異已處理', en: 'This reconciliation difference has already been resolved.' },
  RCN10002: {
    zh: '此處理方式不適用於該類差異',
    en: 'This resolution does not apply to this kind of difference.',
  },
  RCN10003: { zh: '請填寫處理原因', en: 'Please give the reason for the resolution.' },
  RCN10004: {
    zh: '該日對賬已有處理過的差異，不能重新對賬',
    en: 'Differences of this reconciliation were already resolved: it cannot be run again.',
  },
  // Accounts: ledger, recharge, withdrawal and approval rules (issue 12)
  ACC10001: { zh: '可用餘額不足', en: 'The amount exceeds the available balance.' },
  ACC10002: {
    zh: '超出您今日的操作限額',
    en: 'This exceeds your daily limit for this operation.',
  },
  ACC10003: { zh: '不能審批自己提交的申請', en: 'You cannot approve your own request.' },
  ACC10004: { zh: '此申請已處理', en: 'This request has already been decided.' },
  ACC10005: { zh: '請先獲取短信驗證碼', en: 'Please request an SMS verification code first.' },
  ACC10006: {
    zh: '單筆金額須介於 1.00 至 5,000,000.00 澳門元',
    en: 'The amount of one order must be from MOP 1.00 to MOP 5,000,000.00.',
  },
  ACC10007: { zh: '尚未登記結算賬戶', en: 'No settlement account is registered.' },
  // Time-boxed read grants of a merchant to its provider (issue 13 point 8)
  GRT10001: {
    zh: '商戶未授權查詢此資料，或授權已過期或已撤銷',
    en: 'The merchant has not granted reading this data, or the grant has expired or been revoked.',
  },
  GRT10002: {
    zh: '授權截止日期須為今日起 90 日內',
    en: 'The grant must end between today and 90 days from today.',
  },
  GRT10003: { zh: '此授權已過期或已撤銷', en: 'This grant has already expired or been revoked.' },
  GRT10004: {
    zh: '本商戶沒有服務商，無需授權',
    en: 'This merchant has no service provider to grant access to.',
  },
  // The back office's staff (issue 25)
  STF10001: {
    zh: '用戶名、密碼或驗證碼錯誤',
    en: 'Wrong user name, password or authenticator code.',
  },
  STF10002: {
    zh: '此驗證碼已使用，請等待下一個驗證碼',
    en: 'This authenticator code has already been used. Wait for the next one.',
  },
  STF10003: {
    zh: '登記已過期，請重新登入',
    en: 'The enrolment has expired. Please sign in again.',
  },
  STF10004: { zh: '恢復碼錯誤或已使用', en: 'The recovery code is wrong or already used.' },
  STF10005: { zh: '驗證碼錯誤', en: 'The authenticator code is wrong.' },
  STF10006: {
    zh: 'API 令牌無效、已過期或已撤銷',
    en: 'The API token is invalid, expired or revoked.',
  },
  STF10007: {
    zh: '不能修改自己的角色或狀態',
    en: 'You cannot change your own role or status.',
  },
  STF10008: { zh: 'API 令牌沒有此權限範圍', en: 'The API token does not have this scope.' },
  // The review kit of the back office (issue 25 point 3)
  REV10001: { zh: '此請求已由其他員工認領', en: 'Another staff member holds this request.' },
  REV10002: {
    zh: '此請求已決定或已不在審核中',
    en: 'This request is already decided or no longer under review.',
  },
  REV10003: { zh: '不能決定自己提出的請求', en: 'You cannot decide a request you raised.' },
  REV10004: {
    zh: '覆核須由另一位員工進行',
    en: 'The second approval must come from another staff member.',
  },
  REV10005: { zh: '此類請求不允許此決定', en: 'This decision is not allowed for this kind of request.' },
  REV10006: { zh: '請選擇原因', en: 'Choose a reason.' },
  REV10007: { zh: '此請求不在待覆核狀態', en: 'This request is not awaiting a second approval.' },
  REV10008: { zh: '此請求未由你認領', en: 'You do not hold this request.' },
  // Issue 29 (second half): the client helper, face verification, training
  HLP10001: {
    zh: '請先在安全管理設定通知網址，正式授權按其網域發出',
    en: 'Set a notification URL in security management first: a product licence names its host.',
  },
  FAC10001: { zh: '請先同意人臉識別', en: 'Agree to the face check first.' },
  FAC10002: {
    zh: '今日人臉識別已三次未通過，已轉人工審核；亦可改用證件審核',
    en: 'The face check failed three times today and went to manual review; you can use your documents instead.',
  },
  FAC10003: { zh: '此身份核實不在審核中', en: 'This identity check is not under review.' },
  FAC10004: {
    zh: '請先核實身份：一小時內通過人臉識別，或提交證件人工審核',
    en: 'Verify the person first: a face check passed within the hour, or the ID documents sent for manual review.',
  },
  STO10001: {
    zh: '門店已關閉或商戶不在正常狀態，不能生成收款碼',
    en: 'The store is closed or its merchant is not active: it has no payment QR code.',
  },
  TRN10001: { zh: '請回答所有問題', en: 'Answer every question.' },
  TRN10002: {
    zh: '尚未通過此課程，或證書已屆滿須重修',
    en: 'You have not passed this course, or its certificate has ended: take it again.',
  },
  TRN10003: {
    zh: '請先完成收銀員必修課程（風險承諾），方可使用其他功能',
    en: 'Complete the required cashier course (the risk commitment) first; the other pages open after it.',
  },
  // Agreements, evidence, certificates and the payer's look-up (issue 28)
  AGR10001: { zh: '此協議尚未發佈', en: 'This agreement has not been published yet.' },
  AGR10002: {
    zh: '協議已更新，請重新閱讀最新版本後再確認',
    en: 'The agreement was updated. Read the latest version, then confirm again.',
  },
  AGR10003: {
    zh: '文件指紋與所閱讀的版本不符，請重新閱讀',
    en: 'The document fingerprint does not match the version you read. Read it again.',
  },
  AGR10004: {
    zh: '貴機構已確認此版本',
    en: 'Your organisation has already accepted this version.',
  },
  AGR10005: {
    zh: '請先確認已更新的協議，此功能受協議約束，寬限期已過',
    en: 'Accept the updated agreement first: it governs this function and its grace period has ended.',
  },
  AGR10006: { zh: '此協議不可撤回', en: 'This agreement cannot be withdrawn.' },
  AGR10007: { zh: '此協議不適用於貴機構', en: 'This agreement does not apply to your organisation.' },
  AGR10008: { zh: '證據鏈驗證失敗', en: 'The evidence chain does not verify.' },
  CER10001: {
    zh: '公鑰格式不正確：請提供 PEM 格式的 RSA（2048 位或以上）或 EC P-256 公鑰',
    en: 'The public key is not valid: give an RSA (2048 bits or more) or EC P-256 public key in PEM.',
  },
  CER10002: { zh: '此證書已吊銷或已過期', en: 'This certificate is already revoked or expired.' },
  CER10003: {
    zh: '有效證書已達上限（3 張），請先吊銷不再使用的證書',
    en: 'You already hold 3 valid certificates. Revoke one you no longer use first.',
  },
  LKP10001: {
    zh: '查無此交易：請核對參考號、金額及日期',
    en: 'No payment matches: check the reference, the amount and the date.',
  },
  LKP10002: {
    zh: '查詢次數過多，請稍後再試',
    en: 'Too many look-ups from your network. Please try again later.',
  },
  LKP10003: {
    zh: '請完成驗證碼後再查詢',
    en: 'Complete the verification code to look up again.',
  },
  LKP10004: {
    zh: '請先查到交易，再報告問題',
    en: 'Look the payment up first, then report the problem.',
  },
  // Onboarding's signatures and /serve/approve (issue 28 point 6)
  AGR10009: {
    zh: '請輸入簽署人全名（2 至 60 個字）',
    en: "Type the signer's full name (2 to 60 characters).",
  },
  AGR10010: { zh: '此版本已簽署', en: 'This version is already signed.' },
  AGR10011: {
    zh: '請先提交進件（須有管理員電郵），再請子商戶批准',
    en: "Submit the entry (with the administrator's email) before asking the sub-merchant to approve it.",
  },
  AGR10012: {
    zh: '子商戶已就此申請作出決定',
    en: 'The sub-merchant has already decided on this application.',
  },
  AGR10013: {
    zh: '連結無效或已過期，請聯絡您的服務商重新發送',
    en: 'This link is not valid or has expired. Ask your service provider to send a new one.',
  },
  AGR10014: { zh: '拒絕時請說明原因', en: 'Say why you decline.' },
  AGR10015: {
    zh: '請先簽署授權書及商戶合同（當前版本），再提交申請',
    en: 'Sign the letter of authorisation and the merchant contract (their current versions) before you submit.',
  },
  AGR10016: {
    zh: '子商戶尚未在確認連結中批准此進件（或已拒絕），暫不能批准；可駁回或要求補充資料',
    en: 'The sub-merchant has not approved this entry at its approval link (or declined it): it cannot be approved yet. You can still reject it or ask for more.',
  },
  // Requirements, escalation, inspection and file collection (issue 29 points 1-3).
  INS10001: {
    zh: '證件有效期不足 60 日，請提交有效期較長的證件',
    en: 'This document is valid for less than 60 more days. Send one valid for longer.',
  },
  INS10002: {
    zh: '此連結已失效或已使用，請向商戶後台索取新連結',
    en: 'This link has expired or been used. Get a new one from the merchant portal.',
  },
  INS10003: { zh: '相片拍攝地點與登記地址不符', en: 'The photo was not taken at the registered address.' },
  INS10004: {
    zh: '相片拍攝時間不符，請即場拍攝',
    en: 'The photo time does not fit. Take the photo now, on site.',
  },
  INS10005: { zh: '相片的拍攝資料前後不一致', en: "The photo's time or place data do not agree." },
  INS10006: { zh: '此項目現時無需提交', en: 'This item is not waiting for an answer.' },
  INS10007: {
    zh: '證件或巡檢已逾期：在提交並獲接受前，暫停開通新功能',
    en: 'A document or inspection is past due: new features are blocked until it is sent and accepted.',
  },
  INS10008: {
    zh: '證件或巡檢逾期超過 15 日：結算暫停，收款照常',
    en: 'A document or inspection is over 15 days past due: settlement is held, collection continues.',
  },
  INS10009: {
    zh: '證件或巡檢逾期超過 30 日：收款已暫停',
    en: 'A document or inspection is over 30 days past due: collection is suspended.',
  },
  INS10010: {
    zh: '此要求已有豁免或延期（每項最多一次延期，最長 30 日）',
    en: 'This requirement already has a waiver or an extension (one extension, at most 30 days).',
  },
  INS10011: {
    zh: '請允許讀取位置後再拍攝商戶相片',
    en: 'Allow location access, then take the photo of the premises.',
  },
  // Promotions (issue 27)
  PRM10001: {
    zh: '活動的當前狀態不允許此操作',
    en: 'The campaign is not in a state that allows this.',
  },
  PRM10002: {
    zh: '活動已被他人修改，請重新整理後再試',
    en: 'Someone changed the campaign meanwhile. Reload it and try again.',
  },
  PRM10003: {
    zh: '限額不能低於已使用的金額或次數',
    en: 'A cap cannot go below what is already used.',
  },
  PRM10004: {
    zh: '已生效的活動只能提高限額、提前結束或更改聯絡人',
    en: 'An approved campaign can only raise a cap, end earlier or change its contact.',
  },
  PRM10005: {
    zh: '活動開始時間不能早於現在',
    en: 'The campaign cannot start in the past.',
  },
  PRM10006: {
    zh: '請選擇活動門店',
    en: 'Choose the stores of the campaign.',
  },
  PRM10007: {
    zh: '活動已開始，不能取消，請申請撤銷',
    en: 'The campaign has started: it cannot be cancelled. Request a revoke instead.',
  },
  PRM10008: {
    zh: '此活動已有撤銷申請在審核中',
    en: 'A revoke of this campaign is already awaiting review.',
  },
  PRM10009: {
    zh: '結束時間只能提前，且不能早於現在',
    en: 'The end can only move earlier, and not into the past.',
  },
  PRM10010: {
    zh: '出資比例須為 0 至 100 的整數，服務商與卡組織／銀行合計不超過 100',
    en: 'Funding shares are whole percents from 0 to 100; the provider and the scheme or bank together at most 100.',
  },
  PRM10011: {
    zh: '請填寫出資的卡組織或銀行名稱',
    en: 'Name the card scheme or bank that funds its share.',
  },
  PRM10012: {
    zh: '此聯合營銷活動尚未通過審核或已結束，不能參加',
    en: 'This union campaign is not approved yet or has ended: it cannot be joined.',
  },
  PRM10013: {
    zh: '商戶已參加過此聯合營銷活動（退出後不能再參加）',
    en: 'Your business has already joined this union campaign (after leaving it cannot join again).',
  },
  PRM10014: {
    zh: '商戶未參加此聯合營銷活動',
    en: 'Your business has not joined this union campaign.',
  },
  PRM10015: {
    zh: '聯合營銷活動的條款由服務商決定，如不再參加請退出活動',
    en: 'A union campaign’s terms are the provider’s: leave the union campaign instead.',
  },
  // Cross-border transfer (issue 26): each refusal says what to do next.
  XBR10001: {
    zh: '匯率報價已過期，請重新報價後再確認',
    en: 'The quote has expired. Get a new quote, then confirm again.',
  },
  XBR10002: {
    zh: '暫時無法取得此幣種的匯率，請稍後再試或選擇其他幣種',
    en: 'No rate is available for this currency right now. Try again shortly or choose another currency.',
  },
  XBR10003: {
    zh: '金額超出單筆或當日匯款限額，請減少金額或分日匯款',
    en: 'The amount is above the limit per transfer or per day. Send less, or split it over several days.',
  },
  XBR10004: {
    zh: '今日匯款截止時間已過，將於下一個工作日處理；請重新報價',
    en: "Today's cut-off has passed; the transfer would go on the next working day. Get a new quote.",
  },
  XBR10005: {
    zh: '收款人名稱與銀行記錄不符，請按收款人證件上的文字填寫後重新驗證',
    en: "The payee name does not match the bank's records. Enter it as on the payee's documents and verify again.",
  },
  XBR10006: {
    zh: '此匯款需要貿易證明文件，請在第二步關聯訂單並上載文件',
    en: 'This transfer needs trade documents. Link an order and upload its documents in step 2.',
  },
  XBR10007: {
    zh: '收款人尚未通過驗證，請先驗證收款人',
    en: 'The payee is not verified yet. Verify the payee first.',
  },
  XBR10008: {
    zh: '有效報價過多，請使用現有報價或等待其過期',
    en: 'Too many live quotes. Use one you have or let one expire.',
  },
  XBR10009: {
    zh: '匯款內容與發送驗證碼時不一致，請重新獲取驗證碼',
    en: 'The transfer changed after the code was sent. Request a new code.',
  },
  XBR10010: {
    zh: '此報價已被使用，請重新報價',
    en: 'This quote has already been used. Get a new quote.',
  },
  XBR10011: {
    zh: '匯款已進入處理，不能取消',
    en: 'Processing has started; the transfer can no longer be cancelled.',
  },
  XBR10012: {
    zh: '訂單金額須等於貨物金額加物流金額',
    en: 'The order amount must equal the goods amount plus the logistics amount.',
  },
  XBR10013: {
    zh: '合同編號已存在，請檢查後再填寫',
    en: 'This contract number is already in use. Check it and enter another.',
  },
  XBR10014: {
    zh: '關聯訂單的餘額不足以覆蓋申報金額',
    en: "The linked orders' remaining balance does not cover the declared amount.",
  },
  XBR10015: {
    zh: '已發貨須填寫承運人及運單號；未發貨須填寫 90 日內的發貨日期；服務須填寫合同編號',
    en: 'Shipped goods need a carrier and tracking number; unshipped goods a shipping date within 90 days; services a contract number.',
  },
  XBR10016: {
    zh: '文件內容與類型不符或超出限制（每個最大 10 MB，每筆匯款最多 20 個）',
    en: 'The file content does not match its type or is over the limit (10 MB each, 20 per transfer).',
  },
  XBR10017: {
    zh: '收款人資料已更改，請返回第一步重新選擇收款人',
    en: 'The payee was changed meanwhile. Go back to step 1 and choose the payee again.',
  },
  XBR10018: {
    zh: '匯款的當前狀態不允許此操作',
    en: 'The transfer is not in a state that allows this.',
  },
  XBR10019: {
    zh: '請先上載審核人員要求的文件，再送回審核',
    en: 'Upload the documents the reviewer asked for, then send the transfer back to review.',
  },
  // Issue 30, point 9: a dependency (the database) cannot be reached; the call changed nothing.
  SCM50301: {
    zh: '服務暫時無法使用，請稍後再試',
    en: 'The service is temporarily unavailable. Please try again shortly.',
    http: 503,
  },
} as const satisfies Record<string, CatalogueEntry>;

export type MsgCode = keyof typeof CATALOGUE;
export const SUCCESS: MsgCode = 'SCM00000';
// The rules on codes that need none of the texts live in msgCode.ts (the portal's start-up code reads them
// without loading the texts, issue 31); re-exported here for everyone else.
export { isSuccess, SCHEDULED_DOWNLOAD_CODE, SESSION_INVALID_CODES } from './msgCode.ts';

export function isMsgCode(value: unknown): value is MsgCode {
  return typeof value === 'string' && Object.hasOwn(CATALOGUE, value);
}

export function messageOf(code: MsgCode, lang: Lang): string {
  const e: CatalogueEntry = CATALOGUE[code];
  return lang === 'en' ? e.en : e.zh;
}

/** Cross-border gateway codes (spec point 8). */
export const CB_CODES = {
  OK: '0',
  EXPORT_OK: '90001',
  SESSION_EXPIRED: '50001',
  RATE_DIALOG: 'T31624',
} as const;
