import { instantOfTime14 } from '@mp/core/time';
import { AppError } from '../../kernel/errors.ts';

/**
 * A photo of the premises (issue 29 point 3): taken on site, now. The phone page sends its clock's time
 * and its position with the photo; the server checks them against its own clock, the task's opening and
 * the registered address's position (the task's site and radius), and against what the picture itself
 * says (a JPEG's EXIF time and GPS position, when it has them): metadata that disagree are forged or
 * stale (INS10005). The checks and their codes: no position INS10011, too far INS10003, a time before the
 * task, older than 15 minutes or ahead of the clock INS10004.
 */

export const PHOTO_MAX_AGE_MS = 15 * 60_000;
const CLOCK_SKEW_MS = 2 * 60_000;
/** How far the picture's own GPS may lie from the phone's reported position. */
const EXIF_AGREE_M = 500;

export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * r * Math.asin(Math.min(1, Math.sqrt(h))));
}

export interface ExifFacts {
  /** DateTimeOriginal as yyyymmddHHMMSS (the camera's local time, read as Macau time). */
  time14: string | null;
  lat: number | null;
  lng: number | null;
}

/** Reads a JPEG's EXIF time and GPS position; nulls when absent or unreadable (never throws). */
export function readExif(buf: Buffer): ExifFacts {
  const none: ExifFacts = { time14: null, lat: null, lng: null };
  try {
    if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8) return none;
    let p = 2;
    while (p + 4 <= buf.length && buf[p] === 0xff) {
      const marker = buf[p + 1];
      const len = buf.readUInt16BE(p + 2);
      if (marker === 0xe1 && buf.toString('latin1', p + 4, p + 10) === 'Exif\0\0')
        return tiff(buf.subarray(p + 10, p + 2 + len));
      if (marker === 0xda) break;
      p += 2 + len;
    }
  } catch {
    /* an unreadable header says nothing */
  }
  return none;
}

function tiff(t: Buffer): ExifFacts {
  const le = t.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? t.readUInt16LE(o) : t.readUInt16BE(o));
  const u32 = (o: number) => (le ? t.readUInt32LE(o) : t.readUInt32BE(o));
  const entries = (ifd: number) => {
    const out = new Map<number, { type: number; count: number; at: number }>();
    const n = u16(ifd);
    for (let i = 0; i < n; i++) {
      const e = ifd + 2 + i * 12;
      out.set(u16(e), { type: u16(e + 2), count: u32(e + 4), at: e + 8 });
    }
    return out;
  };
  const ifd0 = entries(u32(4));
  const facts: ExifFacts = { time14: null, lat: null, lng: null };
  const exifPtr = ifd0.get(0x8769);
  if (exifPtr) {
    const dto = entries(u32(exifPtr.at)).get(0x9003);
    if (dto && dto.count >= 19) {
      const s = t.toString('latin1', u32(dto.at), u32(dto.at) + 19);
      const d = s.replace(/[: ]/g, '');
      if (/^\d{14}$/.test(d)) facts.time14 = d;
    }
  }
  const gpsPtr = ifd0.get(0x8825);
  if (gpsPtr) {
    const g = entries(u32(gpsPtr.at));
    const ref = (tag: number) => {
      const e = g.get(tag);
      return e ? t.toString('latin1', e.at, e.at + 1) : '';
    };
    const dms = (tag: number) => {
      const e = g.get(tag);
      if (e === undefined || e.count !== 3) return null;
      const o = u32(e.at);
      const r = (k: number) => u32(o + k * 8) / (u32(o + k * 8 + 4) || 1);
      return r(0) + r(1) / 60 + r(2) / 3600;
    };
    const lat = dms(2);
    const lng = dms(4);
    if (lat !== null && lng !== null) {
      facts.lat = ref(1) === 'S' ? -lat : lat;
      facts.lng = ref(3) === 'W' ? -lng : lng;
    }
  }
  return facts;
}

export interface PhotoClaim {
  takenAt: string;
  lat: number | null;
  lng: number | null;
}

export interface PhotoVerdict {
  takenAt: Date;
  distance: number;
  /** What was checked: 'GPS' (the phone's position) or 'GPS+EXIF' (the picture agreed too). */
  placeCheck: string;
}

/** Checks a photo's claimed time and place (and its EXIF) or throws the refusal's code. */
export function checkPhoto(
  claim: PhotoClaim,
  exif: ExifFacts,
  site: { lat: number; lng: number; radius: number; openedAt: Date },
  now: Date,
): PhotoVerdict {
  if (claim.lat === null || claim.lng === null) throw new AppError('INS10011', 'lat');
  if (!/^\d{14}$/.test(claim.takenAt)) throw new AppError('INS10004', 'taken_at');
  const taken = instantOfTime14(claim.takenAt);
  const t = taken.getTime();
  if (
    Number.isNaN(t) ||
    t < site.openedAt.getTime() - CLOCK_SKEW_MS ||
    t < now.getTime() - PHOTO_MAX_AGE_MS ||
    t > now.getTime() + CLOCK_SKEW_MS
  )
    throw new AppError('INS10004', 'taken_at');
  let checked = 'GPS';
  if (exif.time14) {
    const e = instantOfTime14(exif.time14).getTime();
    if (Number.isNaN(e) || Math.abs(e - t) > PHOTO_MAX_AGE_MS) throw new AppError('INS10005', 'taken_at');
    checked = 'GPS+EXIF';
  }
  const here = { lat: claim.lat, lng: claim.lng };
  if (exif.lat !== null && exif.lng !== null) {
    if (distanceM(here, { lat: exif.lat, lng: exif.lng }) > EXIF_AGREE_M)
      throw new AppError('INS10005', 'lat');
    checked = 'GPS+EXIF';
  }
  const distance = distanceM(here, site);
  if (distance > site.radius) throw new AppError('INS10003', 'lat');
  return { takenAt: taken, distance, placeCheck: checked };
}
