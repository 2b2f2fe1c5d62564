Feature: Jackdaw Savior: one trigger for each flying creature dying, and a lesser mana value than the one that died
  Jackdaw Savior {2}{W} — Creature — Bird Cleric 3/1: Flying. Whenever this creature or another creature you
  control with flying dies, return another target creature card with lesser mana value from your graveyard to
  the battlefield.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, JackdawSavior.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 603.10a (dies abilities look
  back in time: Jackdaw Savior dying with the others sees them die), 603.2c (once for each creature), 608.2h
  (the dying creature's mana value as it last existed on the battlefield), 603.3d (an ability with no legal
  target is removed from the stack).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:bf352fa84c92 @cr:603.10a @cr:603.2c
  Rule: Dying together with another flying creature, Jackdaw Savior's ability triggers for each of them
    If Jackdaw Savior and another creature you control with flying die at the same time, Jackdaw Savior's last
    ability triggers for each of them.

    @id:blb-jackdaw-savior-dies-with-flyer
    Scenario: Akroma's Vengeance destroys Jackdaw Savior and Clockwork Condor: two triggers; Memnite and Jackdaw Savior return
      Given Alice controls Jackdaw Savior and Clockwork Condor (with 3 +1/+1 counters)
      And Alice has Memnite in her graveyard
      And Alice has Akroma's Vengeance in her hand
      And Alice has {W}{W}{C}{C}{C}{C} in her mana pool
      And Alice will choose Memnite, then Jackdaw Savior as targets
      When Alice casts Akroma's Vengeance from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 2 from Jackdaw Savior
      When all players pass priority until the stack is empty
      Then Alice controls Memnite and Jackdaw Savior

    @id:blb-jackdaw-savior-nonflyer-no-trigger
    Scenario: Lightning Bolt kills Alice's Grizzly Bears, which has no flying: Jackdaw Savior's ability doesn't trigger
      Given Alice controls Grizzly Bears
      And Alice has Jackdaw Savior in her hand
      And Alice has Memnite in her graveyard
      And Alice has {W}{C}{C} in her mana pool
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Alice casts Jackdaw Savior from her hand
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice has Grizzly Bears and Memnite in her graveyard

  @ruling:ead91f9ab625 @cr:608.2h @cr:603.3d
  Rule: The target's mana value is less than the dying creature's, as it last existed on the battlefield
    The target creature card must have a lesser mana value than the creature that caused Jackdaw Savior's last
    ability to trigger. Use the mana value of that creature as it last existed on the battlefield to determine
    which creature cards in your graveyard are legal targets for that ability.

    @id:blb-jackdaw-savior-lesser-mana-value
    Scenario: Jackdaw Savior (mana value 3) dies: Grizzly Bears (mana value 2) returns
      Given Alice controls Jackdaw Savior
      And Alice has Grizzly Bears in her graveyard
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Jackdaw Savior as targets
      And Alice will choose Grizzly Bears as targets
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears

    @id:blb-jackdaw-savior-equal-mana-value-no-target
    Scenario: Only Mysidian Elder (mana value 3, not less than Jackdaw Savior's 3) is in the graveyard: the ability has no legal target and is removed
      Given Alice controls Jackdaw Savior
      And Alice has Mysidian Elder in her graveyard
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Jackdaw Savior as targets
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice has Mysidian Elder and Jackdaw Savior in her graveyard
