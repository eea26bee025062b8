/**
 * What the remote manifest fetch calls public: examples from each range of IANA's IPv4 and IPv6
 * Special-Purpose Address Registries, their edges, and the IPv6 forms that carry an IPv4 address.
 */
import { describe, expect, it } from 'vitest';
import { addressKind } from './address-kind.js';

const cases = (rows: Array<[string, string | null]>) => rows.map(([address, kind]) => ({ address, kind }));

describe('addressKind', () => {
  it.each(
    cases([
      ['8.8.8.8', 'public'],
      ['1.1.1.1', 'public'],
      ['0.1.2.3', 'unspecified'],
      ['10.255.0.1', 'private'],
      ['100.64.0.1', 'private'],
      ['100.127.255.255', 'private'],
      ['100.128.0.1', 'public'],
      ['127.9.9.9', 'loopback'],
      ['169.254.169.254', 'link-local'],
      ['172.31.255.255', 'private'],
      ['172.32.0.1', 'public'],
      ['192.0.0.8', 'reserved'],
      ['192.0.0.170', 'reserved'],
      ['192.0.1.1', 'public'],
      ['192.0.2.5', 'documentation'],
      ['192.31.196.1', 'reserved'],
      ['192.52.193.1', 'reserved'],
      ['192.88.99.1', 'reserved'],
      ['192.168.1.1', 'private'],
      ['192.175.48.1', 'reserved'],
      ['198.17.255.255', 'public'],
      ['198.18.0.1', 'benchmarking'],
      ['198.19.255.255', 'benchmarking'],
      ['198.20.0.1', 'public'],
      ['198.51.100.7', 'documentation'],
      ['203.0.113.9', 'documentation'],
      ['224.0.0.1', 'multicast'],
      ['240.0.0.1', 'reserved'],
      ['255.255.255.255', 'reserved'],
    ]),
  )('IPv4 $address is $kind', ({ address, kind }) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each(
    cases([
      ['2606:4700::1111', 'public'],
      ['2001:4860:4860::8888', 'public'],
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['fd12:3456::1', 'private'],
      ['fe80::1', 'link-local'],
      ['fec0::1', 'reserved'],
      ['ff02::1', 'multicast'],
      ['100::1', 'reserved'],
      ['5f00::1', 'reserved'],
      ['4000::1', 'reserved'],
      ['2001:2::1', 'reserved'],
      ['2001:3::1', 'reserved'],
      ['2001:20::1', 'reserved'],
      ['2001:1ff::1', 'reserved'],
      ['2001:200::1', 'public'],
      ['2001:db8::1', 'documentation'],
      ['3fff::1', 'documentation'],
      ['3fff:1000::1', 'public'],
      ['2620:4f:8000::1', 'reserved'],
      ['2620:4f:8001::1', 'public'],
    ]),
  )('IPv6 $address is $kind', ({ address, kind }) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each(
    cases([
      // IPv4-mapped and -compatible: the IPv4 address they carry, or the form when that one is public.
      ['::ffff:10.0.0.1', 'private'],
      ['::ffff:a9fe:a9fe', 'link-local'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:8.8.8.8', 'IPv4-mapped'],
      ['::7f00:1', 'loopback'],
      ['::8.8.8.8', 'IPv4-compatible'],
      // NAT64, the well-known prefix and the local-use one.
      ['64:ff9b::a00:1', 'private'],
      ['64:ff9b::a9fe:a9fe', 'link-local'],
      ['64:ff9b::808:808', 'NAT64'],
      ['64:ff9b:1::1', 'NAT64'],
      // 6to4: the gateway's IPv4 address in bits 16 to 47.
      ['2002:a00:1::1', 'private'],
      ['2002:c0a8:101::1', 'private'],
      ['2002:7f00:1::1', 'loopback'],
      ['2002:808:808::1', '6to4'],
      // Teredo: the client's IPv4 address, inverted, in the last 32 bits (here 10.0.0.1, then 8.8.8.8).
      ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'private'],
      ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'Teredo'],
    ]),
  )('IPv6 $address, which carries an IPv4 address, is $kind', ({ address, kind }) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each(
    cases([
      ['cdn.example', null],
      ['1.2.3', null],
      ['256.1.1.1', null],
      ['1:2:3:4:5:6:7:8:9', null],
      ['1::2::3', null],
    ]),
  )('$address is no IP address', ({ address, kind }) => {
    expect(addressKind(address)).toBe(kind);
  });
});
