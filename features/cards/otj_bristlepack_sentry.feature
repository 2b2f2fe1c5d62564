Feature: Bristlepack Sentry: defender, and attacking as though it didn't have it
  Bristlepack Sentry {1}{G} — Creature — Plant Wolf 3/3: Defender. As long as you control a creature with power
  4 or greater, this creature can attack as though it didn't have defender.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 702.3b: a creature with defender can't attack; the static ability lets it be declared as an
  attacker while its condition holds, and "a creature" includes Bristlepack Sentry itself. Once declared, a
  creature stays attacking until it is removed from combat (506.4, 508.1): the condition is checked only as
  attackers are declared.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:f7e2cb6d0e73 @cr:702.3b @cr:508.1a
  Rule: Bristlepack Sentry with power 4 or greater fulfills its own condition
    If you raise Bristlepack Sentry's power to 4 or greater, it fulfills its own condition and it can attack as
    though it didn't have defender.

    @id:otj-bristlepack-sentry-own-power-four-attacks
    Scenario: Mercenary gives Bristlepack Sentry +1/+0: at power 4 it attacks and deals 4 damage
      Given Alice controls Bristlepack Sentry and Mercenary
      And Alice will choose Bristlepack Sentry as targets
      When Alice activates Mercenary's "{T}: Target creature you control gets +1/+0" ability
      And all players pass priority
      And Alice attacks with Bristlepack Sentry
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16

    @id:otj-bristlepack-sentry-power-three-cant-attack
    Scenario: At power 3, with only a 1/1 Mercenary besides it, Bristlepack Sentry can't attack
      Given Alice controls Bristlepack Sentry and Mercenary
      When Alice tries to attack with Bristlepack Sentry
      Then that is rejected by rule 702.3b
      And Bob's life total is 20

  @ruling:23c659043ed6 @cr:702.3b @cr:506.4 @cr:508.1
  Rule: Once it has legally attacked, losing the condition doesn't remove Bristlepack Sentry from combat
    Once Bristlepack Sentry has legally attacked, causing its last ability to not apply by removing other
    creatures from the battlefield or reducing the power of one or more creatures won't cause Bristlepack
    Sentry to stop attacking.

    @id:otj-bristlepack-sentry-keeps-attacking-after-condition-lost
    Scenario: Colossal Dreadmaw is destroyed after Bristlepack Sentry attacks: it stays attacking and deals 3 damage
      Given Alice controls Bristlepack Sentry, Colossal Dreadmaw and 2 Swamp
      And Alice has Shoot the Sheriff in her hand
      And Alice will choose Colossal Dreadmaw as targets
      When Alice attacks with Bristlepack Sentry
      And Alice casts Shoot the Sheriff from her hand by tapping Swamp and Swamp
      And all players pass priority
      Then Alice has Colossal Dreadmaw in her graveyard
      And Bristlepack Sentry is attacking
      When the game advances to Alice's end of combat step
      Then Bob's life total is 17

    @id:otj-bristlepack-sentry-condition-lost-before-attacks
    Scenario: Colossal Dreadmaw is destroyed before attackers are declared: Bristlepack Sentry can't attack
      Given Alice controls Bristlepack Sentry, Colossal Dreadmaw and 2 Swamp
      And Alice has Shoot the Sheriff in her hand
      And Alice will choose Colossal Dreadmaw as targets
      When Alice casts Shoot the Sheriff from her hand by tapping Swamp and Swamp
      And all players pass priority
      And Alice tries to attack with Bristlepack Sentry
      Then that is rejected by rule 702.3b
      And Bob's life total is 20
