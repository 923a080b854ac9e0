// Every operation of the OpenAPI document, fuzzed as an admin (see route-fuzzing.ts).
import { fuzzEveryRouteAs } from './route-fuzzing';

fuzzEveryRouteAs('admin');
