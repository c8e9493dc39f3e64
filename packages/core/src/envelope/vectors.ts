/**
 * Fixed test vectors of the envelope, shown verbatim in docs/protocol.md ("Test vectors") and checked by
 * the tests on both sides (web primitives here, node:crypto in apps/server). TEST KEYS ONLY: they are
 * public, never configure them on a server.
 */
export const VECTORS = {
  /** The session key K (64 hex characters). SM2 mode: encKey = first 16 bytes, macKey = last 16. */
  k: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  ts: 1735689600000,
  nonce: '00112233445566778899aabbccddeeff',
  body: { login_name: 'demo_admin', mer_name: '澳門測試商戶', amount: 12345 },
  /** UTF-8 of this exact text is the request plaintext. */
  requestPlaintext:
    '{"ts":1735689600000,"nonce":"00112233445566778899aabbccddeeff","body":{"login_name":"demo_admin","mer_name":"澳門測試商戶","amount":12345}}',
  data: { mer_no: '888000000000001', mer_name: '澳門測試商戶', balance: 1234567 },
  /** UTF-8 of this exact text is the response plaintext. */
  responsePlaintext: '{"mer_no":"888000000000001","mer_name":"澳門測試商戶","balance":1234567}',
  rsa: {
    /** PKCS#8 PEM of the test RSA-2048 key. */
    privateKeyPem: [
      '-----BEGIN PRIVATE KEY-----',
      'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDYHdTMogXfzYcP',
      'BeUQj6Jd7dLZ3yedDIYbjHaCr2zf9cge/W6rqEcImZYVnLuyG4ZHf4Xg3Se21WnR',
      '4LSxmTEAfvSQYz9tFpZyZdP4xqL+Hdtt53hKbyJi0sBG2HUP3kjZ5JaYDzykL/hN',
      'SdaLyUAfzUuIk9tppjCFsTWzFTJF5nsZDv0csYBvxnHORluJGMPZpscvaLs/LTJ9',
      'UfiC+iQPffxw7wQbf5YM5J2sM+CDgVqbEablcPmMDNWC4VgWz1eZEOonKs06XW2b',
      'onShXFGZq6tEWLljQ1KfJM2tkMtqbe7k2YvyLYyKpVqsNvhYAckVr2dRQZxvYMcQ',
      'X2n2yOplAgMBAAECggEAA+PLkKWqPzw63gDFk0imi+lr1gs6cmJHPVKH+okE8mYB',
      'L1pGkOqN4WrURPjQdwpK89lTfqKJubR50Qgp8G1jsKYtqYtOblyi92r7nPrEScMd',
      '+oqD7iu1vdDHGwSqh2SBQVdoL333Yd7RfwtLxDHVMzgAep7rVX7jLjDW7i186BL6',
      'CJJpp03cJYiESv6SGDK2KZeh0OAVob3Y9AyE6nYGJi4P0YKRs1AYnMzFR1fMzWRu',
      'gkauNfCaPZ40Iqfs/0+oZ8GgxTbJ3JdLDHo0LTFwV0S2KkYGeeWWfD4nYIKdjAuJ',
      'fRC/MyB3JLYvxdYWw8N3GaDeMAvmiTZYTR4EH7xAoQKBgQD0PkrZv6QyLx0oRfje',
      'O9+9AkqtOPEfscCJguLQL1Og0Pna+sIQEIwipIdkwwqmcbKYOlSy+xoo+TUwzh/c',
      'RLf4uz99qy49CFOrrGx9GPtVKQQDT+sfxSrLQjUZfxExNL1O/ivfNYCY2rS6aIQp',
      '9LghH8RphL975MmgtoMy3IwfoQKBgQDihPGzZ0kSH5oK76eXEcN7t0142w2baMmq',
      '5lRBBIoc1gt2+OdecnryArHhqOwjgurwmG+7C+2gZnkAVupAUoAu54Ew1iXj5zP0',
      '8vjXPIDYZ6xRhwq+sQ24nEJ0gNNA3mjDgdrimtsn6ncc8Ne7oQkxXzNRqWdAlRsZ',
      'OqqN7jnkRQKBgB3QfNKX0jNODQEdiYOXS3iHDxaWHNkBmb8vewBuxoaa++T/NzE+',
      '09xmuSBTrrkip+ptNGmkvUzDHvsWLk11FgAG23k7rClHGu+Z3KRoqEV8/EBrQQhf',
      'yRmGu3ShTjfzeChsXm6g2VHPYMBggcGdXdytRAydZ8J36yTzIpDS20gBAoGBAK9Z',
      '9PVJdmJmPkxK+3RR1v81he6RvHXa54q5pO10AyqRc+yUgB84Bf7EoUksCCjxVsgL',
      'aSrl7/zkdrURk2NZuksVAYh5rnk/aJQtZv7PonpjvxyZqnK2AwYvSK6Bb4fe5EC8',
      'jGIxOIgs1Cp+MrLX1ZL3vHVx6zEue/zK0m7uxLf1AoGALQntRbPHseLr3YXSq0nN',
      'fhxMpw4rbhKs4XWF7JwMAhZxOUIWwXnZ3NNo1O74RAWgZIp55S4NqADD8jkc329y',
      'v4GlfiQqhkIadxXdjkczn5IJSfnZBFCl24joZYLvK6T1KVaY7iQNTtYIkyMWcr3D',
      '71fdHAbIC2tc9Y5/YP+3ncA=',
      '-----END PRIVATE KEY-----',
    ].join('\n'),
    publicKeySpkiB64:
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA2B3UzKIF382HDwXlEI+iXe3S2d8nnQyGG4x2gq9s3/XIHv1uq6hHCJmWFZy7shuGR3+F4N0nttVp0eC0sZkxAH70kGM/bRaWcmXT+Mai/h3bbed4Sm8iYtLARth1D95I2eSWmA88pC/4TUnWi8lAH81LiJPbaaYwhbE1sxUyReZ7GQ79HLGAb8ZxzkZbiRjD2abHL2i7Py0yfVH4gvokD338cO8EG3+WDOSdrDPgg4FamxGm5XD5jAzVguFYFs9XmRDqJyrNOl1tm6J0oVxRmaurRFi5Y0NSnyTNrZDLam3u5NmL8i2MiqVarDb4WAHJFa9nUUGcb2DHEF9p9sjqZQIDAQAB',
    /** One RSA-OAEP-SHA256 wrapping of K (OAEP is randomised: a fresh wrapping differs every time). */
    t: 'iLJ1zPs4zG+Q3Q5IoFH4vZGm4AFu7A3W2g8XYUg+kZLXiEHsCqPIVVGEzuawosHdwEmyC1GCccZPXRTYipvWzXf/6nAYbaoPh4aFr9UoRlNTy4W0u40bYUdFCeJAawI3Q7YAQ4Af+Vs89isvOkibFLtYO94ZGORBR6K2Aihl1MjTnLzYQ/+6vPXKrTMn30SiGioVsfIDFQbbHClT9ZroHKXcHtRhWDikal5kJ6bht8h0ZKTHhpxCNqenkVyKFcyyqM1NqX4lQUX74Qn4/jUYoFvjvgxMA9rTA15YIcGudk0/j+N8UywQr0ES04reMFha1rzz2ix7SV36hC17oAEgOQ==',
    sid: 'd35c645fd625451daa023364683a54d4',
    requestIv: 'a0a1a2a3a4a5a6a7a8a9aaab',
    requestD:
      'oKGio6SlpqeoqaqrnToIXmfxM4hRULHrPkzw7kCcaTyw2S0C/2sEvF2bRTDjRHXMnBZnCGqqMv8+QrvAfnonKgCzeRolO244wlKpktbT4RYSn5/CmI2YceGRotugbome56X8F4EqX/7c8yO2o6ZGznHx4frzviRqp25Tm83G4UhmmXOViSpLIlLdRG/pM9ESvDfuYxVjz7khfqSr9bo15yYlYKiHO6pQyeAhuaw=',
    responseIv: 'c0c1c2c3c4c5c6c7c8c9cacb',
    responseD:
      'wMHCw8TFxsfIycrLe2pKAgUn+DG649+aCpTYZnxD0w8M0i+KGvJpJhUQGsTj+PbKF/l/IS7z5/BvRIMxIY123DdYJv8Mkwz8wIVacWxC6FjL/E2eUaEtKsMqIG4/yORVhKlLzKpjQiRo+Q==',
  },
  sm2: {
    privateKeyHex: 'eef46cdd4ac3542a4859b76bcaaa3dbc989e115349ec318560faa11df469f706',
    publicKeyHex:
      '047e2cd50545c829ab6dd66896ce04d62b402721a7336bffe0b32b477fea41b6aa0daafbcba81d32d5a3fbd4f5a05cd4bf4a4396c97b75abd97517f2b2441ec957',
    /** One SM2 encryption of K, C1C3C2 hex (SM2 encryption is randomised as well). */
    t: '1c62ff37b71402323f9baee6b3b8159e1933cc35c62c4b513093713c3a3a5320e23496020c30e248c15f33580c9c07b2940896b0c90148474d16f210e31ef83cb2efaad6f35ccac428c15e16712ff27a48a303fca3e5581ce1bb02c562fbc1c39573a4e33e45d264e6c51dfed87c4dea295ef95ef681ab1a33c734605dd6a958',
    sid: 'aeb118a0b1b88183fe0c18728055b436',
    requestIv: 'b0b1b2b3b4b5b6b7b8b9babbbcbdbebf',
    requestD:
      'sLGys7S1tre4ubq7vL2+v1HeidKM+3dhazcDdB14u6kNGJFJLtPCjXUtP/OCfPWKeE2SXsNSdAJRCxNd2hKeSjyUU65qxTQijDFwYMjDr4noGU3jWQh9KSXbmob1iWr01ulsAB+ITH8Ldpc1udtX9bH2Ef6/MlKd+b78wp+zJI+G+YPHsayifTabBdCJONB4EIX3Wm2HNesNSZMQKV/wCvEkS7hiZpdEBt3ekKQ0e/KMBGt+5qdIpRoHyoHklUlCDXc1e6xJkKdNnfjsPT5WKA==',
    responseIv: 'd0d1d2d3d4d5d6d7d8d9dadbdcdddedf',
    responseD:
      '0NHS09TV1tfY2drb3N3e30DdzeH5Yyn2ZqCC2IdG3OpLkEvXr4+V9hdy5LnxZUjwWEOkG3XrtEQ2WtRjX2QLFyHFCiV/QC1cKrMjQSlLjUQOU0dg9pf3J4RL4Hr7fFBj9s+MDhy8WJO4rizNznQCRTEl0cy/CSC+eaH1cvyNpd8=',
  },
  /** A login password bound to its one-time value (docs/protocol.md section 9). */
  bind: {
    secret: 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefgh',
    purpose: 'login',
    field: 'password',
    password: 'Demo@2026',
    /** SHA-256 (RSA mode) and SM3 (SM2 mode) of utf8('mp-bind-v1:login:' + secret). */
    rsaKey: 'b3c50527d1bc0bd8e437d3dfadc0363b8dac5c6639b8688bdc53d6d61f328fce',
    sm2Key: 'd8c639c98232e1f8b8ead98e0bf1a38158079f04090d2077eaf4c994da430cc1',
    /** With the request ivs above. */
    rsaBound: 'oKGio6Slpqeoqaqr/VHQeurvZBftyQRhU45yZYdmVl9GhDGadg==',
    sm2Bound: 'sLGys7S1tre4ubq7vL2+v7qJACPMvWIL+I6goGwOFErauxIvfplYAypW+LOdNN+Vz9Txp3OquCZDiYKnW6xuzg==',
  },
  /**
   * A cross-border gateway call (docs/protocol.md section 7) with K, ts, nonce and the ivs above: the
   * body of trade/oversease/amtCalculate sealed into `{ "req_data": d }`, and an answer `{ code, message,
   * data }` sealed into `{ "res_data": d }`.
   */
  gateway: {
    body: {
      client_key: 'K7M2Q9X4T8W3R6Y5P2N7H4J9C3F8V6B2',
      payee_id: '1',
      amount_side: 'PAY',
      amount: '1000.00',
    },
    requestPlaintext:
      '{"ts":1735689600000,"nonce":"00112233445566778899aabbccddeeff","body":{"client_key":"K7M2Q9X4T8W3R6Y5P2N7H4J9C3F8V6B2","payee_id":"1","amount_side":"PAY","amount":"1000.00"}}',
    answer: { code: '0', message: '', data: { rate_token: 'R4T8W3K7M2Q9X6Y5', total_pay: 103500 } },
    responsePlaintext:
      '{"code":"0","message":"","data":{"rate_token":"R4T8W3K7M2Q9X6Y5","total_pay":103500}}',
    rsaRequestD:
      'oKGio6SlpqeoqaqrnToIXmfxM4hRULHrPkzw7kCcaTyw2S0C/2sEvF2bRTDjRHXMnBZnCGqqMv8+QrvAfnonKgCzeRolO244wlKpktbT4RYSn5/Cl46WfeG6k9Gocome54quN9wkB8KFznXDvNYd8jb+vdWpkzIavMvebhwGV+zsF7ceX66nwdEKmynnK5JO8W6idlo2i+VmFeK/7LyPUZyAu9Xf4Z+UwqhBRbI6JZOHWnAmrDobABKv0zGGRJRbzjb/18wBMMpxMQ==',
    rsaResponseD:
      'wMHCw8TFxsfIycrLe2pECBMdtGS66d+OEMGNJT8ShFoe2D2YBuEva0McXYzHtOXGBr4ad6cmMXfb/kfbuTHnLeGGl1S2dBeI1L4OPyEO/1KdpxDzEvRhPs5mL7VwdprSu5q3tjQw0oKJOVPhKYJq8Zs=',
    sm2RequestD:
      'sLGys7S1tre4ubq7vL2+v1HeidKM+3dhazcDdB14u6kNGJFJLtPCjXUtP/OCfPWKeE2SXsNSdAJRCxNd2hKeSjyUU65qxTQijDFwYMjDr4kyjTC7gh+/D/bAx/cr4C1xpN/MjNK2C2/2LuryCxeCnBcY/BmZHVXGV4wtMMAU5b6ZFjlmuJoiv6qf03h+p0Z7XQvR7QgRUIQpqvB7vPkQgOrUXsocA53ZIb5lT3hwZTTf+e1qJCP8CGB4nIClFVG+quvnpONitnr+yr1wtvBbhfmf5wE7imWRKb4iqammbEM=',
    sm2ResponseD:
      '0NHS09TV1tfY2drb3N3e3x/y+5WLAaVsPoGmV4HYAgh4tLVday2Bco7fyP5EizllCn4wwxijkf0e55B/E4dNOUP9mF+ayDs4G/nhSbQUGpdlyR0TBcCyN9Rz1zsVB6tCDY31y8bpr0XBqlIiBklvd2fepczkvhdNk3zfDM+/62InYzxAz2e13jGw6fEJPXSj',
  },
} as const;
