//! Safe Rust API for rigid2d, a 2D rigid-body physics engine.
//!
//! A [`World`] owns a simulation. Bodies, shapes and joints are named by
//! [`BodyId`], [`ShapeId`] and [`JointId`], small `Copy` values that every call hands to
//! the library, which checks them: a stale id is an [`Error`], never
//! undefined behaviour. Every fallible call returns [`Result`], whose
//! [`ErrorKind`] is the C status code and whose message is the library's.
//!
//! Units are metres, kilograms, seconds and radians.
//!
//! ```
//! use rigid2d::{BodyDef, BodyType, Circle, ShapeDef, Vec2, World, WorldDef};
//!
//! let mut world = World::new(&WorldDef::default())?;
//! let ball = world.create_body(&BodyDef {
//!     body_type: BodyType::Dynamic,
//!     position: Vec2::new(0.0, 10.0),
//!     ..Default::default()
//! })?;
//! world.create_circle(ball, &ShapeDef::default(), &Circle { center: Vec2::ZERO, radius: 0.25 })?;
//! for _ in 0..60 {
//!     world.step(1.0 / 60.0)?;
//! }
//! // One second of free fall at 10 m/s² drops it about 5 m.
//! assert!((world.body_position(ball)?.y - 5.0).abs() < 0.1);
//! # Ok::<(), rigid2d::Error>(())
//! ```

#![deny(missing_docs)]

mod body;
mod chain;
mod contact;
mod contact_callbacks;
mod defs;
mod draw;
mod error;
mod ffi;
mod geometry;
mod hit_event;
mod ids;
mod joint;
mod joint_base;
mod joint_defs;
mod joint_features;
mod joint_kinds;
mod math;
mod profile;
mod query;
mod sensor;
mod serialize;
mod settings;
mod shape;
mod shape_query;
mod snapshot;
mod state;
pub mod task_system;
mod version;
mod world;

pub use chain::{ChainDef, ChainSegment, SurfaceMaterial};
pub use contact::{Contact, ContactBeginEvent, ContactEndEvent, ContactEvents, ManifoldPoint};
pub use defs::{BodyDef, BodyType, Filter, ShapeDef, WorldDef};
pub use draw::{DebugDraw, DrawOptions};
pub use error::{Error, ErrorKind, Result};
pub use geometry::{
    BoxShape, Capsule, Circle, Segment, ShapeGeometry, ShapeType, MAX_CONCAVE_VERTICES, MAX_POLYGON_VERTICES,
};
pub use hit_event::ContactHitEvent;
pub use ids::{BodyId, ChainId, JointId, ShapeId};
pub use joint::JointDef;
pub use joint_base::{JointBase, JointType};
pub use joint_defs::{
    DistanceJointDef, MotorJointDef, MouseJointDef, PrismaticJointDef, RevoluteJointDef, WeldJointDef, WheelJointDef,
};
pub use math::{Aabb, Vec2};
pub use profile::StepProfile;
pub use query::{QueryFilter, RayControl, RayHit};
pub use sensor::{SensorEvent, SensorEvents};
pub use settings::MassData;
pub use shape::{validate_concave_polygon, validate_polygon};
pub use shape_query::{ClosestPoints, Pose, ShapeProxy};
pub use state::BodyStates;
pub use task_system::Task;
pub use version::Version;
pub use world::{step_all, World};
