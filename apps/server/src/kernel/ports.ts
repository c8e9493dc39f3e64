import type { Readable } from 'node:stream';

/**
 * Ports to the outside world. Each has a local adapter that behaves like the outside party; a real
 * vendor plugs in by implementing the same interface (see docs/decisions.md, "Ports").
 */
export interface SmsPort {
  /** Sends a text to a mobile number. areaCode is '+853' | '+852' | '+86'. */
  send(to: { areaCode: string; mobile: string }, text: string): Promise<void>;
}

export interface MailPort {
  send(to: string, subject: string, body: string): Promise<void>;
}

export interface FileStore {
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /**
   * Removes what writes interrupted by a crash (kill -9, power loss) left behind: the temporary objects of
   * `put` that never became a file. `olderThan` null removes them all (no other process can be writing:
   * the store is this process's alone); otherwise only those not written to since then. Answers how many.
   */
  removeHalfWritten(olderThan: Date | null): Promise<number>;
}

/** What came of one notification POST; the adapter never throws for a failure of the other side. */
export interface NotifyOutcome {
  result: 'OK' | 'HTTP_ERROR' | 'TIMEOUT' | 'NETWORK_ERROR';
  /** 0 when no HTTP answer came back. */
  httpStatus: number;
  /** The first characters of the answer body. */
  responseExcerpt: string;
  error: string;
  durationMs: number;
  /** Set when the target was refused before any connection (result NETWORK_ERROR). */
  refused?: NotifyTargetRefusal;
}

/**
 * Why a notification URL may not be used: its host resolves to a private, loopback, link-local,
 * metadata... address (private), or it does not resolve (unresolved).
 */
export interface NotifyTargetRefusal {
  kind: 'private' | 'unresolved';
  /** For logs and the delivery history: the host and address, never a secret. */
  detail: string;
}

/** Merchant notifications: a signed JSON body POSTed to the merchant's own URL. */
export interface NotifierPort {
  /** Whether a URL may be notified (checked when it is saved; post checks again when it sends). */
  checkTarget(url: string): Promise<NotifyTargetRefusal | null>;
  post(
    url: string,
    jsonBody: string,
    opts: { timeoutMs: number; headers?: Record<string, string> },
  ): Promise<NotifyOutcome>;
}

export interface Clock {
  now(): Date;
}

export type NetworkPayType = 'WECHAT' | 'ALIPAY' | 'UNIONPAY' | 'MCB' | 'HUAYIN';

export interface NetworkRefundRequest {
  /** Our refund number: the network treats a second request with the same number as the same refund. */
  refundNo: string;
  txnNo: string;
  /** The network's order number of the original payment. */
  aggOrderNo: string;
  payType: NetworkPayType;
  amount: number;
  currency: string;
}

export interface NetworkRefundResult {
  status: 'SUCCESS' | 'FAIL';
  /** The network's reference of the refund ('' when declined before one was given). */
  networkRef: string;
  /** Why it was declined, in the network's words ('' on success). */
  reason: string;
}

/** A terminal the network delivers payments for, with how its merchant trades. */
export interface NetworkTerminal {
  terminalNo: string;
  /** Relative share of the traffic. */
  weight: number;
  /** Log-normal ticket size in cents. */
  ticket: { median: number; sigma: number; min: number; max: number };
}

/** A card or wallet payment made at one of our terminals, as the network reports it. */
export interface NetworkPayment {
  terminalNo: string;
  payType: NetworkPayType;
  result: 'SUCCESS' | 'FAIL' | 'PENDING' | 'PROCESSING' | 'CLOSED';
  amount: number;
  /** Promotion discount applied at the till, in cents. */
  discount: number;
  aggOrderNo: string;
  at: Date;
  /**
   * The payer as the network knows it (a wallet's per-merchant user id, a card's token): already
   * pseudonymous, and hashed again before it is kept (transactions' payerRefOf). Absent when not given.
   */
  payerToken?: string;
}

/**
 * The card schemes' and wallets' network as the acquirer sees it: it decides refunds and reports the
 * payments made at our terminals. The local adapter simulates it (docs/decisions.md, "Payment network").
 */
export interface PaymentNetwork {
  /** Resolves with the network's final answer to a refund (after the network's own delay). */
  refund(req: NetworkRefundRequest): Promise<NetworkRefundResult>;
  /** Starts reporting payments made at `terminals`; stop() ends the feed. */
  streamPayments(
    terminals: readonly NetworkTerminal[],
    onPayment: (p: NetworkPayment) => Promise<void>,
  ): { stop(): void };
}

/**
 * The channels' daily settlement files (docs/protocol.md, "Channel settlement files"): one file per payment
 * type and business day listing every payment and refund the channel processed. The local adapter
 * (ports/channel-files-local.ts) reads the files the payment-network simulator leaves in the file store;
 * a real channel's SFTP or HTTP download implements the same call.
 */
export interface ChannelFiles {
  /** The file of one payment type and business day ('yyyymmdd') as the channel wrote it; null when not published (yet). */
  fetch(payType: NetworkPayType, ymd: string): Promise<Buffer | null>;
}

/** What an OCR engine read from an identity document (issue 14). */
export interface OcrReading {
  /** False when nothing like an ID number was found: the person types it. */
  recognised: boolean;
  idNo: string;
  /** Dates found, yyyymmdd, in reading order ('99991231' for a long-term mark). */
  dates: string[];
}

/** OCR of identity documents. The person always confirms what it read. */
export interface OcrPort {
  read(content: Buffer, contentType: string): Promise<OcrReading>;
}

/** A transfer between the provider and a merchant's bank account (withdrawal payout, recharge collection). */
export interface BankTransferRequest {
  /** Our order number: the bank treats a second request with the same number as the same transfer. */
  orderNo: string;
  /** PAYOUT: to the merchant's account (withdrawal); COLLECT: from it (recharge). */
  kind: 'PAYOUT' | 'COLLECT';
  amount: number;
  currency: string;
  account: { bankName: string; accountNo: string; accountName: string };
}

export interface BankTransferResult {
  status: 'SUCCESS' | 'FAIL';
  /** The bank's reference ('' when failed). */
  bankRef: string;
  reason: string;
}

/** The banks the provider pays out through and collects from (local adapter: ports/bank-local.ts). */
export interface BankPort {
  /** Resolves with the bank's final answer, after the bank's own delay. */
  transfer(req: BankTransferRequest): Promise<BankTransferResult>;
}

export interface Ports {
  /** OCR of ID documents (onboarding): the local adapter reads a text layer. */
  ocr: OcrPort;
  /** Bank transfers (withdrawal payouts, recharge collections): ports/bank-local.ts. */
  bank: BankPort;
  sms: SmsPort;
  mail: MailPort;
  files: FileStore;
  clock: Clock;
  network: PaymentNetwork;
  /** The channels' daily settlement files (reconciliation): ports/channel-files-local.ts. */
  channelFiles: ChannelFiles;
  notifier: NotifierPort;
  /** Face verification (issue 29 point 4): ports/face-local.ts, a page where the tester passes or fails. */
  face: FacePort;
  /** The certificate authority that issues the merchants' API-signing certificates: ports/ca-local.ts. */
  ca: CertificateAuthority;
  /** Reference exchange rates for cross-border transfers: ports/rates-local.ts. */
  rates: RatePort;
  /** The bank and payment network cross-border transfers leave through: ports/xfer-network-local.ts. */
  xferNetwork: XferNetworkPort;
}

/** Where a face check is at the vendor. */
export type FaceVendorState = 'WAITING' | 'IN_PROGRESS' | 'PROCESSING' | 'PASSED' | 'FAILED';

/**
 * Face verification (Tencent FaceID, Alipay, Stripe Identity...): the vendor opens a check and gives a
 * link for the person and a token for the server; the result is asked with the token, server to server,
 * never taken from the browser. The vendor keeps the images; the portal stores none.
 */
export interface FacePort {
  open(req: { reference: string; name: string; returnPath: string }): Promise<{ token: string; url: string }>;
  result(token: string): Promise<{ state: FaceVendorState; reason: string }>;
}

/** What a certificate is issued for: the holder's public key (SPKI, DER) and names, and its validity. */
export interface CertificateRequest {
  publicKeySpki: Buffer;
  commonName: string;
  organisation: string;
  notBefore: Date;
  /** 9999-12-31T23:59:59Z for a certificate without a well-defined end (RFC 5280 4.1.2.5). */
  notAfter: Date;
}

/**
 * The provider's certificate authority, an outside party (issue 28 point 5). The local adapter
 * (ports/ca-local.ts) is a small CA of its own made with node:crypto; a real CA implements the same calls.
 */
export interface CertificateAuthority {
  /** Issues a certificate; answers it as PEM with its serial number (hex). */
  issue(req: CertificateRequest): Promise<{ pem: string; serialNo: string }>;
  /** Tells the CA a certificate is revoked (a real CA publishes it in its CRL and OCSP). */
  revoke(serialNo: string, at: Date): Promise<void>;
  /** The CA's own certificate (PEM): what verifies the ones it issued. */
  caCertificate(): Promise<string>;
}

/** A reference rate: MOP per one unit of the currency, times 1 000 000, with its source and time. */
export interface ReferenceRate {
  currency: string;
  micro: number;
  source: string;
  at: Date;
}

/** The outside rate feed of cross-border transfers; null when it has no rate for the currency now. */
export interface RatePort {
  reference(currency: string, at: Date): Promise<ReferenceRate | null>;
}

/** A cross-border payment handed to the sending bank (issue 26): ours by transfer number and UETR. */
export interface XferPaymentRequest {
  /** Our transfer number: the bank treats a second request with the same number as the same payment. */
  transferNo: string;
  /** Minor units of the currency. */
  amount: number;
  currency: string;
  payee: { name: string; accountNo: string; bank: string; country: string };
}

/** The sending bank's answer: sent into the network (SWIFT gpi), or rejected with the bank's reason. */
export interface XferPaymentResult {
  status: 'SENT' | 'REJECTED';
  /** A reason code the portal words in both languages (e.g. ACCOUNT_CLOSED); '' when sent. */
  reason: string;
}

/** Where a sent payment is: still on its way, credited to the payee, or returned by the payee's bank. */
export interface XferTrackResult {
  status: 'PENDING' | 'CREDITED' | 'RETURNED';
  reason: string;
}

/**
 * The bank and payment network cross-border transfers leave through (local adapter:
 * ports/xfer-network-local.ts). Both calls are idempotent by the transfer number.
 */
export interface XferNetworkPort {
  send(req: XferPaymentRequest): Promise<XferPaymentResult>;
  track(req: XferPaymentRequest): Promise<XferTrackResult>;
}
