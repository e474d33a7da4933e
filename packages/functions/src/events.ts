/** The EventBridge envelope a subscriber Lambda receives (only the fields we read). */
export interface EventBridgeEvent<D> {
  id: string;
  source: string;
  'detail-type': string;
  time: string;
  detail: D;
}
