Feature: Zack Fair puts its counters on another creature
  Zack Fair {W} — Legendary Creature — Human Soldier 0/1
  Zack Fair enters with a +1/+1 counter on it.
  {1}, Sacrifice Zack Fair: Target creature you control gains indestructible until end of turn. Put Zack Fair's
  counters on that creature and attach an Equipment that was attached to Zack Fair to that creature.

  Rulings: features/fin.rulings.json, dated 2025-06-06, each recorded by wingedsheep/argentum-engine only
  (single-source). CR 122.9 is the rule they apply.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has {C} in her mana pool
    And Alice will choose Isamaru, Hound of Konda as targets

  @ruling:02e73134fdcc @cr:122.9 @cr:608.2h
  Rule: Every kind of counter Zack Fair had is put on the target
    Zack Fair's last ability puts all counters that were on Zack Fair onto the target creature, not just its
    +1/+1 counters.

    Wording as recorded by wingedsheep/argentum-engine only: single-source.

    @id:zack-fair-puts-every-kind-of-counter
    Scenario: Zack Fair's +1/+1 counter and its two oil counters are put on Isamaru
      Given Alice controls Isamaru, Hound of Konda and Zack Fair (with 1 +1/+1 counter and with 2 oil counters)
      When Alice activates Zack Fair's "{1}, Sacrifice Zack Fair" ability
      And all players pass priority
      Then Alice has Zack Fair in her graveyard
      And Isamaru, Hound of Konda has 1 +1/+1 counter
      And Isamaru, Hound of Konda has 2 oil counters
      And Isamaru, Hound of Konda is 3/3

    @id:zack-fair-enters-with-its-counter @cr:614.1c
    Scenario: Cast, Zack Fair enters with its +1/+1 counter, which its ability then puts on Isamaru
      Given Alice controls Isamaru, Hound of Konda
      And Alice has Zack Fair in her hand
      And Alice has {W}{C} in her mana pool
      When Alice casts Zack Fair from her hand
      And all players pass priority
      Then Zack Fair has 1 +1/+1 counter
      And Zack Fair is 1/2
      When Alice activates Zack Fair's "{1}, Sacrifice Zack Fair" ability
      And all players pass priority
      Then Isamaru, Hound of Konda has 1 +1/+1 counter

  @ruling:98cb52fadf26 @cr:122.9 @cr:614.1a
  Rule: The counters aren't moved: the same number of each kind is put on the target
    Zack Fair's last ability doesn't cause you to move counters from Zack Fair onto the target creature. Rather,
    you put the same number of each kind of counter Zack Fair had when it was sacrificed onto the target creature.

    Wording as recorded by wingedsheep/argentum-engine only: single-source.

    @id:zack-fair-counters-put-so-doubled
    Scenario: The counters are put, not moved, so Doubling Season doubles them
      Given Alice controls Doubling Season, Isamaru, Hound of Konda and Zack Fair (with 1 +1/+1 counter and with 2 oil counters)
      When Alice activates Zack Fair's "{1}, Sacrifice Zack Fair" ability
      And all players pass priority
      Then Isamaru, Hound of Konda has 2 +1/+1 counters
      And Isamaru, Hound of Konda has 4 oil counters
      And Alice has Zack Fair in her graveyard

  @ruling:e562dd2d4606 @cr:122.8 @cr:603.10a
  Rule: With The Ozolith, the counters end up on two permanents
    In some unusual cases, you may end up putting the appropriate counters on more than one permanent. For
    example, if you control The Ozolith when Zack Fair's last ability resolves, you'll put the appropriate
    counters onto both The Ozolith and the target creature.

    Wording as recorded by wingedsheep/argentum-engine only: single-source. The Ozolith's last ability is not
    modelled (reference_engine/cards/data/fin_jobs.json); no scenario reaches a beginning of combat.

    @id:zack-fair-and-the-ozolith
    Scenario: Sacrificing Zack Fair makes The Ozolith trigger; both The Ozolith and Isamaru get its counters
      Given Alice controls The Ozolith, Isamaru, Hound of Konda and Zack Fair (with 1 +1/+1 counter and with 2 oil counters)
      When Alice activates Zack Fair's "{1}, Sacrifice Zack Fair" ability
      Then the triggered abilities put on the stack are 1 from The Ozolith
      And the stack, from the bottom, holds Zack Fair's activated ability and The Ozolith's triggered ability
      When all players pass priority until the stack is empty
      Then The Ozolith has 1 +1/+1 counter
      And The Ozolith has 2 oil counters
      And Isamaru, Hound of Konda has 1 +1/+1 counter
      And Isamaru, Hound of Konda has 2 oil counters

    @id:zack-fair-ozolith-nothing-without-counters @cr:603.4
    Scenario: The Ozolith doesn't trigger when a creature without counters leaves the battlefield
      Given Alice controls The Ozolith, Isamaru, Hound of Konda and Zack Fair
      When Alice activates Zack Fair's "{1}, Sacrifice Zack Fair" ability
      Then no triggered ability is put on the stack
      When all players pass priority
      Then The Ozolith has 0 +1/+1 counters

  @cr:608.2h @cr:702.12b @cr:611.2a
  Rule: The rest of the ability: indestructible until end of turn, and Zack Fair's Equipment
    CR 608.2h: Zack Fair has been sacrificed to pay the cost, so "an Equipment that was attached to Zack Fair" is
    read from its last known information. CR 702.12b: a creature with indestructible isn't destroyed by lethal
    damage.

    @id:zack-fair-equipment-and-indestructible
    Scenario: Zack Fair's Armory of Iroas is attached to Isamaru, which survives Lightning Bolt this turn
      Given Alice controls Isamaru, Hound of Konda, Zack Fair and Armory of Iroas (attached to Zack Fair)
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Isamaru, Hound of Konda as targets
      When Alice activates Zack Fair's "{1}, Sacrifice Zack Fair" ability
      And all players pass priority
      Then Armory of Iroas is attached to Isamaru, Hound of Konda
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority
      Then Alice controls Isamaru, Hound of Konda
