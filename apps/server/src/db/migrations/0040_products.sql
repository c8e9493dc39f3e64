-- Products, channels and fees as data (issue 13 point 1), product authorisation (22, 26) and app-ID
-- binding (5). The catalogue is reference data written here, so a fresh database and an upgraded one hold
-- the same catalogue; the demo seed only opens products for its merchants.

-- The payment channels (the spec's payment types) with the standard merchant discount rate (basis points,
-- 0.01 %) a merchant pays when it holds no rate of its own, and the shape of the channel's app-ids.
create table pay_channels (
  code text primary key check (code in ('WECHAT', 'ALIPAY', 'UNIONPAY', 'MCB', 'HUAYIN')),
  name_zh text not null,
  name_en text not null,
  std_rate_bp integer not null check (std_rate_bp >= 0 and std_rate_bp <= 10000),
  -- A POSIX regular expression an app-id of this channel must match; '' = the channel takes no app-id.
  appid_pattern text not null default '',
  appid_example text not null default '',
  sort_order integer not null default 0
);

insert into pay_channels (code, name_zh, name_en, std_rate_bp, appid_pattern, appid_example, sort_order) values
  ('WECHAT', '微信支付', 'WeChat Pay', 90, '^wx[0-9a-f]{16}$', 'wx1a2b3c4d5e6f7a8b', 1),
  ('ALIPAY', '支付寶', 'Alipay', 90, '^20[0-9]{14}$', '2021004123456789', 2),
  ('UNIONPAY', '銀聯', 'UnionPay', 60, '^[0-9]{15}$', '802440053112345', 3),
  ('MCB', 'MCB', 'MCB', 100, '^MCB[0-9]{8}$', 'MCB00012345', 4),
  ('HUAYIN', '華銀快付', 'Huayin Express', 120, '^HY[A-Z0-9]{10}$', 'HY8K2M4P6Q1R', 5);

-- Product classes: how a product takes the payment.
create table product_classes (
  code text primary key,
  name_zh text not null,
  name_en text not null,
  sort_order integer not null default 0
);

insert into product_classes (code, name_zh, name_en, sort_order) values
  ('POS', '線下付款碼收款', 'In-store payment code', 1),
  ('QR', '商戶二維碼收款', 'Merchant QR code', 2),
  ('ONLINE', '線上收款', 'Online payment', 3);

-- Standard products: the packages a provider offers, each a set of products.
create table standard_products (
  code text primary key,
  name_zh text not null,
  name_en text not null,
  description_zh text not null default '',
  description_en text not null default '',
  sort_order integer not null default 0
);

insert into standard_products (code, name_zh, name_en, description_zh, description_en, sort_order) values
  ('STD_STORE', '門店收單標準產品', 'Store acquiring standard',
   '門店以付款碼、二維碼及銀行卡收款', 'Payment codes, QR codes and cards at the counter', 1),
  ('STD_ONLINE', '線上收單標準產品', 'Online acquiring standard',
   '網站及應用程式內收款', 'Payments on a website or in an app', 2);

-- The products (made by 0003 and seeded by the demo seed until now): each in a class and a standard
-- product, with its standard rate. Written here so the catalogue is complete without the demo seed.
alter table products add column class_code text references product_classes (code);
alter table products add column std_code text references standard_products (code);
alter table products add column std_rate_bp integer check (std_rate_bp is null or (std_rate_bp >= 0 and std_rate_bp <= 10000));

insert into products (code, pay_type, name_zh, name_en, scene, sort_order) values
  ('WECHAT_POS', 'WECHAT', '微信支付（付款碼）', 'WeChat Pay (payment code)', 'POS', 0),
  ('WECHAT_QR', 'WECHAT', '微信支付（商戶二維碼）', 'WeChat Pay (merchant QR)', 'QR', 1),
  ('ALIPAY_POS', 'ALIPAY', '支付寶（付款碼）', 'Alipay (payment code)', 'POS', 2),
  ('ALIPAY_QR', 'ALIPAY', '支付寶（商戶二維碼）', 'Alipay (merchant QR)', 'QR', 3),
  ('UNIONPAY_CARD', 'UNIONPAY', '銀聯卡刷卡', 'UnionPay card', 'POS', 4),
  ('UNIONPAY_QR', 'UNIONPAY', '銀聯雲閃付', 'UnionPay QuickPass', 'QR', 5),
  ('MCB_POS', 'MCB', 'MCB 付款', 'MCB payment', 'POS', 6),
  ('HUAYIN_POS', 'HUAYIN', '華銀快付', 'Huayin Express', 'POS', 7),
  ('HUAYIN_ONLINE', 'HUAYIN', '華銀快付（網上）', 'Huayin Express (online)', 'ONLINE', 8)
on conflict (code) do nothing;

update products p set class_code = p.scene,
       std_code = case when p.scene = 'ONLINE' then 'STD_ONLINE' else 'STD_STORE' end,
       std_rate_bp = c.std_rate_bp + case when p.code = 'HUAYIN_ONLINE' then 20 else 0 end
  from pay_channels c where c.code = p.pay_type;

alter table products alter column class_code set not null;
alter table products alter column std_code set not null;
alter table products alter column std_rate_bp set not null;

-- A merchant's products: who last opened or closed one, and how. source: PLATFORM (opened at onboarding or
-- by the platform), AGENT (authorised by the merchant's service provider, 22). closed_reason: CANCELLED (the
-- provider cancelled the authorisation), DELETED (the merchant deleted the channel, code 2).
alter table merchant_products add column source text not null default 'PLATFORM'
  check (source in ('PLATFORM', 'AGENT'));
alter table merchant_products add column closed_reason text not null default ''
  check (closed_reason in ('', 'CANCELLED', 'DELETED'));
alter table merchant_products add column updated_at timestamptz;
alter table merchant_products add column updated_by bigint references operators (id);
create index merchant_products_product_idx on merchant_products (product_code, merchant_id);

-- App-ID binding (5): an app-id of a channel (a WeChat official account, an Alipay app ...) bound to a
-- merchant or a service provider. An app-id is bound to one organisation per channel.
create table app_id_bindings (
  id bigserial primary key,
  org_kind text not null check (org_kind in ('merchant', 'service')),
  org_id bigint not null,
  channel text not null references pay_channels (code),
  app_id text not null,
  remark text not null default '',
  created_by bigint references operators (id),
  created_at timestamptz not null default now(),
  unique (channel, app_id)
);
create index app_id_bindings_org_idx on app_id_bindings (org_kind, org_id, created_at desc);
