import { describe, expect, it } from 'vitest';
import { parsePermissionList } from './permissions.ts';

describe('parsePermissionList', () => {
  it("reads the portal's codes and the back office's S codes", () => {
    expect(parsePermissionList('11,1212,13')).toEqual(['11', '1212', '13']);
    expect(parsePermissionList('S1,S11,S12')).toEqual(['S1', 'S11', 'S12']);
    expect(parsePermissionList('S2')).toEqual(['S2']);
  });

  it('counts a malformed list as no permissions, and drops codes that do not exist', () => {
    expect(parsePermissionList('11,<script>')).toEqual([]);
    expect(parsePermissionList('S')).toEqual([]);
    expect(parsePermissionList('')).toEqual([]);
    expect(parsePermissionList(null)).toEqual([]);
    expect(parsePermissionList('11,9999,S99')).toEqual(['11']);
  });
});
