import { describe, expect, it } from 'vitest'
import { networkOf } from '../../server/http/clientNetwork.ts'

describe('the network a client address counts under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
    ['2001:db8:a:b::c0a8:1', '2001:db8:a:b::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, network) => {
    expect(networkOf(address)).toBe(network)
  })

  it('puts every address of one /64 together and a neighbouring /64 apart', () => {
    const one = ['2001:db8:5:6::1', '2001:db8:5:6:aaaa::', '2001:db8:5:6:1:2:3:4'].map(networkOf)
    expect(new Set(one).size).toBe(1)
    expect(networkOf('2001:db8:5:7::1')).not.toBe(one[0])
  })
})
