/**
 * The route files of `/admin/test/file-import`: a KML path that imports (three points: two straights and the curve
 * between them) and an im file whose fourth line lacks a value (a curve needs its angle and radius).
 */
export const ROUTE_SAMPLES = [
  {
    kind: 'success',
    name: 'trench.kml',
    text: `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Placemark>
    <LineString>
      <coordinates>8.48000,47.38000,402 8.48400,47.38000,404 8.48400,47.38200,406</coordinates>
    </LineString>
  </Placemark>
</kml>`,
  },
  {
    kind: 'failure',
    name: 'quay.im',
    text: `im 1
altitudeAtStart 4
straight 120 0
curve 90
straight 80 2.5`,
  },
] as const;
