/** A cheap liveness probe of the data store. */
export interface HealthProbe {
  ping(): Promise<void>;
}
