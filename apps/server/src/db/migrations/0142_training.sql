-- Training (issue 29 point 5): courses by role with a short quiz (pass mark 80 %), a certificate and a
-- yearly refresh. Courses are reference data (here); completions are rows of the people who took them.
create table training_courses (
  id bigserial primary key,
  code text not null unique,
  title_zh text not null,
  title_en text not null,
  -- Who takes it: operator kinds ('admin', 'operator', 'cashier').
  kinds text[] not null,
  -- Required before a new cashier's first working session.
  required_for_cashier boolean not null default false,
  -- Paragraphs, zh and en: [{ "zh": ..., "en": ... }].
  body jsonb not null,
  -- [{ "zh": ..., "en": ..., "options": [{ "zh": ..., "en": ... }], "answer": index }].
  questions jsonb not null,
  refresh_months int not null default 12,
  sort_order int not null default 0
);

-- Every quiz attempt; a passed one carries its certificate number and the date its refresh is due.
create table training_completions (
  id bigserial primary key,
  course_id bigint not null references training_courses (id),
  operator_id bigint not null references operators (id),
  org_kind text not null check (org_kind in ('merchant', 'service', 'group')),
  org_id bigint not null,
  score int not null,
  passed boolean not null,
  cert_no text unique,
  valid_until text not null default '',
  taken_at timestamptz not null
);
create index training_completions_operator_idx on training_completions (operator_id, course_id, taken_at desc);
create index training_completions_org_idx on training_completions (org_kind, org_id);

insert into training_courses (code, title_zh, title_en, kinds, required_for_cashier, body, questions, sort_order) values
('RISK_COMMITMENT', '收單風險承諾（收銀員必修）', 'Acquiring risk commitment (required for cashiers)', '{cashier,admin,operator}', true,
 '[{"zh":"本人承諾不出租、出借或出售收單終端、收款碼、支付接口及結算賬戶。","en":"I commit not to rent, lend or sell acceptance terminals, payment codes, payment interfaces or settlement accounts."},
   {"zh":"收款只可用於本商戶真實的交易；不得替他人收款、拆單或虛構交易。","en":"Collections are only for this merchant''s own genuine sales: never collect for someone else, split one sale into several or make up a sale."},
   {"zh":"發現可疑交易（同一顧客短時間內多筆大額、要求退款至他人賬戶等），應立即停止並告知主管。","en":"On a suspicious payment (several large payments by one customer in a short time, a refund asked to another person''s account), stop and tell your supervisor at once."},
   {"zh":"違反承諾可導致收款暫停、結算凍結及法律責任。","en":"Breaking the commitment can lead to collection being suspended, settlement frozen and legal liability."}]',
 '[{"zh":"朋友借用店內收款碼代收貨款，可以嗎？","en":"A friend asks to use the shop''s payment code to collect for their goods. Is that allowed?","options":[{"zh":"可以，只要是熟人","en":"Yes, if you know them"},{"zh":"不可以","en":"No"},{"zh":"主管同意便可以","en":"Yes, with the supervisor''s consent"}],"answer":1},
   {"zh":"以下哪一項屬承諾禁止的行為？","en":"Which of these does the commitment forbid?","options":[{"zh":"出售收單終端","en":"Selling an acceptance terminal"},{"zh":"為顧客列印收據","en":"Printing a receipt for a customer"},{"zh":"每日對賬","en":"Reconciling every day"}],"answer":0},
   {"zh":"顧客要求把退款轉到另一人的賬戶，應怎樣做？","en":"A customer asks for a refund to someone else''s account. What do you do?","options":[{"zh":"照做","en":"Do it"},{"zh":"停止並告知主管","en":"Stop and tell your supervisor"},{"zh":"分兩筆退款","en":"Refund in two parts"}],"answer":1},
   {"zh":"一筆大額消費可以拆成多筆收款嗎？","en":"May one large sale be collected as several payments?","options":[{"zh":"可以","en":"Yes"},{"zh":"不可以","en":"No"}],"answer":1},
   {"zh":"違反承諾可能導致？","en":"Breaking the commitment can lead to?","options":[{"zh":"沒有影響","en":"Nothing"},{"zh":"收款暫停及結算凍結","en":"Collection suspended and settlement frozen"},{"zh":"只需補交文件","en":"Only a document to send"}],"answer":1}]',
 10),
('CASHIER_BASICS', '收銀基本操作', 'Cashier basics', '{cashier}', false,
 '[{"zh":"收款後請核對交易結果為「成功」才交付貨品。","en":"Hand over the goods only once the payment shows as successful."},
   {"zh":"退款只可退回原支付方式，金額不可超過可退金額；須輸入正確密碼。","en":"A refund goes back to the original payment only, never above the refundable amount, and needs the right password."},
   {"zh":"收銀員不能自行重設密碼，請聯絡主管。","en":"Cashiers cannot reset their own password: ask your supervisor."}]',
 '[{"zh":"何時交付貨品？","en":"When do you hand over the goods?","options":[{"zh":"顧客出示付款畫面時","en":"When the customer shows a payment screen"},{"zh":"交易結果為成功後","en":"Once the payment shows as successful"}],"answer":1},
   {"zh":"退款可退到哪裡？","en":"Where does a refund go?","options":[{"zh":"原支付方式","en":"The original payment"},{"zh":"顧客指定的任何賬戶","en":"Any account the customer names"}],"answer":0},
   {"zh":"退款金額上限是？","en":"What is the most a refund can be?","options":[{"zh":"可退金額","en":"The refundable amount"},{"zh":"沒有上限","en":"No limit"}],"answer":0},
   {"zh":"忘記密碼時應？","en":"You forgot your password. You:","options":[{"zh":"自行重設","en":"Reset it yourself"},{"zh":"聯絡主管","en":"Ask your supervisor"}],"answer":1},
   {"zh":"退款須輸入？","en":"A refund needs:","options":[{"zh":"正確密碼","en":"The right password"},{"zh":"顧客簽名即可","en":"Only the customer''s signature"}],"answer":0}]',
 20),
('ACCOUNT_SECURITY', '賬戶安全與權限管理', 'Account security and permissions', '{admin,operator}', false,
 '[{"zh":"登錄密碼與支付密碼須分開保管，不可告訴他人，包括本平台職員。","en":"Keep the sign-in and payment passwords apart and tell nobody, our staff included."},
   {"zh":"只給操作員工作所需的權限；離職人員請即時刪除。","en":"Give operators only the permissions their work needs; delete leavers at once."},
   {"zh":"變更結算賬戶或法定代表人前，須確認身份（人臉識別或證件審核）。","en":"Changing the settlement account or the legal representative needs your identity confirmed first (face check or documents)."}]',
 '[{"zh":"平台職員致電索取支付密碼，應？","en":"Someone saying they are our staff asks for your payment password. You:","options":[{"zh":"提供","en":"Give it"},{"zh":"拒絕","en":"Refuse"}],"answer":1},
   {"zh":"操作員應獲得？","en":"An operator should get:","options":[{"zh":"所有權限","en":"Every permission"},{"zh":"工作所需的權限","en":"The permissions their work needs"}],"answer":1},
   {"zh":"員工離職後應？","en":"When a staff member leaves:","options":[{"zh":"保留賬號備用","en":"Keep the account just in case"},{"zh":"即時刪除其操作員","en":"Delete their operator at once"}],"answer":1},
   {"zh":"變更結算賬戶前須？","en":"Before changing the settlement account:","options":[{"zh":"確認身份","en":"Confirm your identity"},{"zh":"無須任何步驟","en":"Nothing is needed"}],"answer":0},
   {"zh":"登錄密碼與支付密碼應？","en":"The sign-in and payment passwords should be:","options":[{"zh":"相同以便記憶","en":"The same, easier to remember"},{"zh":"分開保管","en":"Kept apart"}],"answer":1}]',
 30);
