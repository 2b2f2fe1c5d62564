Feature: Balamb Garden, SeeD Academy: a Town, a land type with no special meaning
  Balamb Garden, SeeD Academy — Land — Town, transforming into Balamb Garden, Airborne. "This land enters
  tapped. {T}: Add {G} or {U}." (Its transform ability is declared not modelled.) CR 205.3i lists Town among
  the land types; only the basic land types carry a mana ability (305.6).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (wingedsheep/argentum-engine).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Lightning Bolt in her hand
    And Alice will choose Bob as targets

  @id:fin-balamb-garden-town-no-intrinsic-ability @ruling:05c204fafe4b @cr:205.3i @cr:305.6
  Scenario: Balamb Garden is a Town whose only mana ability is its own {G} or {U}: it can't pay for Lightning Bolt
    Town is a land type with no special meaning. It doesn't grant the land any intrinsic abilities. Other cards
    may care about which lands are Towns. Wording as recorded by wingedsheep/argentum-engine only (single
    source).

    Given Alice controls Balamb Garden, SeeD Academy
    And Alice will choose G as the type of mana
    Then the Balamb Garden, SeeD Academy Alice controls has card type Land and subtype Town
    When Alice tries to cast Lightning Bolt from her hand by tapping Balamb Garden, SeeD Academy
    Then that is rejected by rule 601.2h

  @id:fin-balamb-garden-mountain-basic-type-pays @ruling:05c204fafe4b @cr:305.6
  Scenario: Beside Balamb Garden, a Mountain's basic land type gives it {T}: Add {R}, which pays for Lightning Bolt
    Town is a land type with no special meaning. It doesn't grant the land any intrinsic abilities. Other cards
    may care about which lands are Towns. Wording as recorded by wingedsheep/argentum-engine only (single
    source). The boundary: a basic land type does grant a mana ability (305.6).

    Given Alice controls Balamb Garden, SeeD Academy and Mountain
    When Alice casts Lightning Bolt from her hand by tapping Mountain
    And all players pass priority until the stack is empty
    Then Bob's life total is 17
    And Balamb Garden, SeeD Academy is untapped
