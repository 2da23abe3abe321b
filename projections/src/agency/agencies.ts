import type { Projector } from '../projector';

/** `agencies`: one row per agency with its name and settings. */
export const agenciesProjector: Projector = {
  name: 'agencies',
  version: 1,
  tables: ['agencies'],
  async apply(tx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'AgencyRegistered':
          await tx`
            insert into agencies (agency_id, name, registered_at)
            values (${event.data.agencyId}, ${event.data.name}, ${event.metadata.at})
            on conflict (agency_id) do nothing`;
          break;
      }
    }
  },
};
