import { describe, expect, it } from 'vitest'
import { compressible, preferredEncoding } from '../../server/http/compressedFiles.ts'

describe('the encoding a build file is sent in', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['br;q=abc', null],
  ])('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })

  it.each([
    ['text/javascript; charset=utf-8', 5000, true],
    ['application/json; charset=utf-8', 1024, true],
    ['image/svg+xml', 2000, true],
    ['text/javascript; charset=utf-8', 1023, false],
    ['image/png', 50_000, false],
    ['font/woff2', 50_000, false],
  ])('%s of %d bytes compressible: %s', (type, size, expected) => {
    expect(compressible(type, size)).toBe(expected)
  })
})
