-- Corrections to the reference data of 0031 after a spot-check against public lists (docs/decisions.md,
-- "Reference data spot-check"). 0031 is applied where the portal already runs, so it stays as it is;
-- codes already in use keep their meaning (nothing is renumbered or deleted).

-- Macau banks: the banks incorporated in Macau as the AMCM licenses them (12, May 2025) and one branch
-- found missing. OCBC's Macau bank trades as 華僑銀行（澳門） (Banco OCBC (Macau)) since its rename.
insert into ref_banks (code, region, clearing_code, name_zh, name_en, sort_order) values
  ('MO023', 'MO', '', '滙業銀行', 'Banco Delta Asia', 23),
  ('MO024', 'MO', '', '中國銀行（澳門）', 'Bank of China (Macau)', 24),
  ('MO025', 'MO', '', '澳門發展銀行', 'Macau Development Bank', 25),
  ('MO026', 'MO', '', '螞蟻銀行（澳門）', 'Ant Bank (Macau)', 26),
  ('MO027', 'MO', '', '星展銀行（香港）澳門分行', 'DBS Bank (Hong Kong), Macau Branch', 27);
update ref_banks set name_zh = '華僑銀行（澳門）', name_en = 'OCBC Bank (Macau)' where code = 'MO007';

-- ISO 18245: the standard descriptions where 0031 shortened them in a way that drops a meaning (4111
-- covers the ferries, which matter in Macau; 7011 is the lodging code), and 5331's Chinese name, which
-- was 5411's.
update ref_mcc set name_en = 'Local and Suburban Commuter Passenger Transportation, Including Ferries',
  name_zh = '市內及近郊通勤客運（包括渡輪）' where code = '4111';
update ref_mcc set name_en = 'Lodging: Hotels, Motels, Resorts, Central Reservation Services',
  name_zh = '住宿：酒店、汽車旅館及度假村' where code = '7011';
update ref_mcc set name_zh = '綜合商品店' where code = '5331';

-- GB/T 2260: the county-level divisions a province administers directly (no prefecture above them) were
-- missing, except Henan's Jiyuan, so a merchant in them could not choose its area. Hubei's, Hainan's and
-- Xinjiang's, under their province like the prefecture-level cities, after them.
insert into ref_areas (code, parent_code, level, region, name_zh, name_en, sort_order) values
  ('429004', '420000', 'city', 'CN', '仙桃市', 'Xiantao', 1001),
  ('429005', '420000', 'city', 'CN', '潛江市', 'Qianjiang', 1002),
  ('429006', '420000', 'city', 'CN', '天門市', 'Tianmen', 1003),
  ('429021', '420000', 'city', 'CN', '神農架林區', 'Shennongjia Forestry District', 1004),
  ('469001', '460000', 'city', 'CN', '五指山市', 'Wuzhishan', 1001),
  ('469002', '460000', 'city', 'CN', '瓊海市', 'Qionghai', 1002),
  ('469005', '460000', 'city', 'CN', '文昌市', 'Wenchang', 1003),
  ('469006', '460000', 'city', 'CN', '萬寧市', 'Wanning', 1004),
  ('469007', '460000', 'city', 'CN', '東方市', 'Dongfang', 1005),
  ('469021', '460000', 'city', 'CN', '定安縣', 'Ding''an County', 1006),
  ('469022', '460000', 'city', 'CN', '屯昌縣', 'Tunchang County', 1007),
  ('469023', '460000', 'city', 'CN', '澄邁縣', 'Chengmai County', 1008),
  ('469024', '460000', 'city', 'CN', '臨高縣', 'Lingao County', 1009),
  ('469025', '460000', 'city', 'CN', '白沙黎族自治縣', 'Baisha Li Autonomous County', 1010),
  ('469026', '460000', 'city', 'CN', '昌江黎族自治縣', 'Changjiang Li Autonomous County', 1011),
  ('469027', '460000', 'city', 'CN', '樂東黎族自治縣', 'Ledong Li Autonomous County', 1012),
  ('469028', '460000', 'city', 'CN', '陵水黎族自治縣', 'Lingshui Li Autonomous County', 1013),
  ('469029', '460000', 'city', 'CN', '保亭黎族苗族自治縣', 'Baoting Li and Miao Autonomous County', 1014),
  ('469030', '460000', 'city', 'CN', '瓊中黎族苗族自治縣', 'Qiongzhong Li and Miao Autonomous County', 1015),
  ('659001', '650000', 'city', 'CN', '石河子市', 'Shihezi', 1001),
  ('659002', '650000', 'city', 'CN', '阿拉爾市', 'Aral', 1002),
  ('659003', '650000', 'city', 'CN', '圖木舒克市', 'Tumxuk', 1003),
  ('659004', '650000', 'city', 'CN', '五家渠市', 'Wujiaqu', 1004),
  ('659005', '650000', 'city', 'CN', '北屯市', 'Beitun', 1005),
  ('659006', '650000', 'city', 'CN', '鐵門關市', 'Tiemenguan', 1006),
  ('659007', '650000', 'city', 'CN', '雙河市', 'Shuanghe', 1007),
  ('659008', '650000', 'city', 'CN', '可克達拉市', 'Kokdala', 1008),
  ('659009', '650000', 'city', 'CN', '昆玉市', 'Kunyu', 1009),
  ('659010', '650000', 'city', 'CN', '胡楊河市', 'Huyanghe', 1010),
  ('659011', '650000', 'city', 'CN', '新星市', 'Xinxing', 1011);
