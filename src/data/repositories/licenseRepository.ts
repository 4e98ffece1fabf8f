import * as v from 'valibot'

const licenseListSchema = v.array(
  v.object({
    name: v.string(),
    version: v.string(),
    license: v.string(),
    homepage: v.nullable(v.string()),
    text: v.string(),
  }),
)
export type LicenseList = v.InferOutput<typeof licenseListSchema>

/** The licence list written at build time from the packages actually bundled. */
export async function fetchLicenseList(): Promise<LicenseList> {
  const response = await fetch(`${import.meta.env.BASE_URL}licenses.json`)
  if (!response.ok) throw new Error(`licenses.json: HTTP ${response.status}`)
  return v.parse(licenseListSchema, await response.json())
}
