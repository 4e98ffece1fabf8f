import { createFileRoute } from '@tanstack/react-router'
import { StaffScreen } from '../features/staff/StaffScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

/** /staff: the counter's kiosk; staff only (the route table's access rule). */
export const Route = createFileRoute('/staff')({
  // The questionnaire summary names the answers as the players saw them (the community catalog).
  loader: () => Promise.all([loadFeatureCatalog('staff'), loadFeatureCatalog('community')]),
  component: StaffScreen,
})
