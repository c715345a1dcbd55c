// Lengths and bearings on the WGS84 ellipsoid (Vincenty's inverse formula), and a geographic line in local metres:
// what the KML and GPX imports measure their lines with.
import type { GeoPoint, RoutePoint } from './route-points.js';

const RAD = Math.PI / 180;

/**
 * Geodesic distance (m) and initial bearing (degrees) from `a` to `b` on the WGS84 ellipsoid, by Vincenty's
 * inverse formula (T. Vincenty, Survey Review 23(176), 1975); falls back to the great circle on the
 * rare antipodal non-convergence.
 */
export function geodesic(a: GeoPoint, b: GeoPoint): { distance: number; bearing: number } {
  const A = 6378137;
  const F = 1 / 298.257223563;
  const B = A * (1 - F);
  const L = (b.lon - a.lon) * RAD;
  const U1 = Math.atan((1 - F) * Math.tan(a.lat * RAD));
  const U2 = Math.atan((1 - F) * Math.tan(b.lat * RAD));
  const sinU1 = Math.sin(U1);
  const cosU1 = Math.cos(U1);
  const sinU2 = Math.sin(U2);
  const cosU2 = Math.cos(U2);
  let lambda = L;
  for (let i = 0; i < 200; i++) {
    const sinL = Math.sin(lambda);
    const cosL = Math.cos(lambda);
    const sinSigma = Math.hypot(cosU2 * sinL, cosU1 * sinU2 - sinU1 * cosU2 * cosL);
    if (sinSigma === 0) return { distance: 0, bearing: 0 };
    const cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosL;
    const sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinL) / sinSigma;
    const cos2Alpha = 1 - sinAlpha * sinAlpha;
    const cos2SigmaM = cos2Alpha === 0 ? 0 : cosSigma - (2 * sinU1 * sinU2) / cos2Alpha;
    const C = (F / 16) * cos2Alpha * (4 + F * (4 - 3 * cos2Alpha));
    const previous = lambda;
    lambda = L + (1 - C) * F * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
    if (Math.abs(lambda - previous) < 1e-12) {
      const u2 = (cos2Alpha * (A * A - B * B)) / (B * B);
      const bigA = 1 + (u2 / 16384) * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)));
      const bigB = (u2 / 1024) * (256 + u2 * (-128 + u2 * (74 - 47 * u2)));
      const deltaSigma =
        bigB *
        sinSigma *
        (cos2SigmaM +
          (bigB / 4) *
            (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) -
              (bigB / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
      const distance = B * bigA * (sigma - deltaSigma);
      const bearing = Math.atan2(cosU2 * Math.sin(lambda), cosU1 * sinU2 - sinU1 * cosU2 * Math.cos(lambda)) / RAD;
      return { distance, bearing: (bearing + 360) % 360 };
    }
  }
  // great circle (mean radius) for the non-converging near-antipodal case
  const R = 6371008.8;
  const dLat = (b.lat - a.lat) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(L / 2) ** 2;
  const bearing = Math.atan2(Math.sin(L) * Math.cos(b.lat * RAD), Math.cos(a.lat * RAD) * Math.sin(b.lat * RAD) - Math.sin(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.cos(L)) / RAD;
  return { distance: 2 * R * Math.asin(Math.sqrt(h)), bearing: (bearing + 360) % 360 };
}

/** A geographic line in local metres: each segment keeps its geodesic length and initial bearing. */
export function geoToLocal(points: readonly GeoPoint[]): RoutePoint[] {
  const out: RoutePoint[] = [];
  let x = 0;
  let y = 0;
  points.forEach((point, index) => {
    if (index > 0) {
      const { distance, bearing } = geodesic(points[index - 1]!, point);
      x += distance * Math.sin(bearing * RAD);
      y += distance * Math.cos(bearing * RAD);
    }
    out.push({ x, y, z: point.alt });
  });
  return out;
}
