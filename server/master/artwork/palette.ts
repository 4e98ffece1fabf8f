import type { Element } from '../../../src/domain/contract/master.ts'

/** Colours per element: a dark and a bright background, the body colour, a highlight and a glow. */
export type ElementPalette = { deep: string; back: string; main: string; light: string; glow: string; ink: string }

export const ELEMENT_PALETTES: Record<Element, ElementPalette> = {
  fire: { deep: '#2a0d08', back: '#8c2a12', main: '#f0642a', light: '#ffc25a', glow: '#ff8a3d', ink: '#5a1608' },
  water: { deep: '#07172b', back: '#14507e', main: '#3aa6e0', light: '#a8e6ff', glow: '#5fd0ff', ink: '#0b3150' },
  wind: { deep: '#0b2219', back: '#1f6b4e', main: '#5fcf98', light: '#d2ffe6', glow: '#8ef0be', ink: '#123d2c' },
  earth: { deep: '#1f160b', back: '#6b4a22', main: '#b98a4a', light: '#f0d49a', glow: '#e0b060', ink: '#3d2a12' },
  light: { deep: '#2a2110', back: '#8a6a1e', main: '#f5d262', light: '#fff6cf', glow: '#ffe58a', ink: '#5c4510' },
  dark: { deep: '#120b22', back: '#3e2370', main: '#8a5ad6', light: '#d9c2ff', glow: '#b07cff', ink: '#251440' },
}

/** Item frames per rarity (0 N, 1 R, 2 SR, 3 SSR): rim colours, inner glow and the number of stars. */
export type RarityPalette = { rim: string; rimLight: string; rimDark: string; glow: string; stars: number }

export const RARITY_PALETTES: readonly RarityPalette[] = [
  { rim: '#8a7a6a', rimLight: '#c9b8a4', rimDark: '#4a3f35', glow: '#b8a48c', stars: 1 },
  { rim: '#6f8fb8', rimLight: '#cfe2ff', rimDark: '#2c3f5e', glow: '#7fb2ff', stars: 2 },
  { rim: '#a066d8', rimLight: '#f0d7ff', rimDark: '#43205f', glow: '#d08cff', stars: 3 },
  { rim: '#e8b53a', rimLight: '#fff3c2', rimDark: '#6e4a0c', glow: '#ffd66b', stars: 4 },
]

/** A material's base colour with its highlight and shadow. */
export type Metal = { base: string; light: string; dark: string }

/** Metals for blades and fittings, picked per item. */
export const METALS: readonly Metal[] = [
  { base: '#b9c2cc', light: '#eef3f8', dark: '#5d6873' },
  { base: '#c98b4e', light: '#f3c996', dark: '#6b4020' },
  { base: '#e3b341', light: '#fff0b0', dark: '#7a5510' },
  { base: '#8fd4e8', light: '#e6fbff', dark: '#2f6f85' },
  { base: '#d96a5a', light: '#ffc2b5', dark: '#6e2418' },
  { base: '#a58be0', light: '#ece2ff', dark: '#4b3785' },
]

export const WOOD: Metal = { base: '#9a6434', light: '#cf9a5e', dark: '#5a3518' }
export const LEATHER: Metal = { base: '#7a4a2a', light: '#b07a4c', dark: '#3f2414' }

/** Skin tones and hair colours for the avatars. */
export const SKINS = ['#ffdcc2', '#f6c7a0', '#e0a878', '#b97c52', '#8d5a3a'] as const
export const HAIRS = ['#3a2a22', '#6b3f22', '#d9a441', '#c44a2a', '#e9e2d0', '#2b3a6b', '#4a2a5e', '#2f5e3a'] as const
